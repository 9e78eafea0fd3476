// Component tests (decision 036): render a page or component as the app does (a QueryClient, a router,
// the public configuration, the session), with the API answered route by route by a typed fetch stub.
// A request no route answers fails the test; the stub is removed after each test (components-setup.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, type Matcher, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import type { MeResponse, PublicConfig } from '../../src/common/caller';
import { endpointUrl, type RouteDef } from '../../src/common/contracts/endpoint';
import { Toaster } from '../../src/web/components/ui/Toaster';
import { ConfigContext } from '../../src/web/lib/config';
import { ME_QUERY_KEY, SessionProvider, VISITOR } from '../../src/web/lib/session';

export const TEST_CONFIG: PublicConfig = {
  brand: { shortName: 'FMC', name: 'Franchise, Media & Creator Collective', color: '#b08d57' },
  links: { surveyFormUrl: null, contactEmail: null },
  auth: { google: false, minPasswordLength: 6 },
  mail: { delivery: 'smtp' },
  push: { vapidPublicKey: '' },
  timeZone: 'Europe/London',
  uploads: { maxImageBytes: 5_000_000, maxDocumentBytes: 20_000_000 },
};

export const MEMBER: MeResponse = {
  kind: 'member',
  user: {
    id: 'u-1',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Lima',
    attendeeId: 'a-1',
    onboarded: true,
    isAdmin: false,
    twoFactorEnabled: false,
    twoFactorSetupRequired: false,
  },
};

/** An administrator, for the admin area's tabs. */
export const ADMIN: MeResponse = {
  kind: 'admin',
  user: {
    id: 'u-9',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    attendeeId: null,
    onboarded: true,
    isAdmin: true,
    twoFactorEnabled: false,
    twoFactorSetupRequired: false,
  },
};

// ---------------------------------------------------------------------------------------------------
// The API

export type ApiCall = { method: string; path: string; search: string; body: any };
export type Reply = { status?: number; body?: unknown };
/** What a route answers: a reply, or a function of the request that makes one. */
export type Route = Reply | ((call: ApiCall) => Reply | Promise<Reply>);
/** 'METHOD /path' (the path without its query string) → what it answers. */
export type Routes = Record<string, Route>;

/** The stub's key of an endpoint from its route table: `routeKey(ASK_ROUTES.viewed, { id })` → 'POST /api/conversations/…/viewed'. */
export const routeKey = (route: RouteDef, params?: Record<string, string>) => `${route.method} ${endpointUrl(route, params)}`;

/** An answer of ours refusing the request: `{ error: { code, message, fields } }`. */
export function refusal(
  status: number,
  message: string,
  options: { code?: string; fields?: Record<string, string> } = {},
): Reply {
  return { status, body: { error: { code: options.code ?? `HTTP_${status}`, message, fields: options.fields ?? {} } } };
}

/** An answer that never comes while the test looks (the busy state). */
export const pending = (): Promise<Reply> => new Promise(() => {});

let unanswered: string[] = [];

function stubFetch(routes: Routes, calls: ApiCall[]) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: ApiCall = {
      method,
      path: url.pathname,
      search: url.search,
      // A form upload (a photo) as its fields; JSON parsed.
      body: init.body instanceof FormData ? Object.fromEntries(init.body) : init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) {
      unanswered.push(`${method} ${url.pathname}`);
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No route in the test' } }), { status: 404 });
    }
    const reply = typeof route === 'function' ? await route(call) : route;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
}

/** Called after each test: the stub goes, and a request no route answered fails the test. */
export function restoreApi(): void {
  vi.unstubAllGlobals();
  const missed = unanswered;
  unanswered = [];
  if (missed.length) throw new Error(`The page asked for routes the test does not answer:\n${missed.join('\n')}`);
}

// ---------------------------------------------------------------------------------------------------
// Rendering

type RenderOptions = {
  /** The address the page opens at. */
  at?: string;
  /** The route pattern the page is mounted on (for useParams), `at` by default. */
  path?: string;
  routes?: Routes;
  me?: MeResponse;
  config?: Partial<PublicConfig>;
};

export type Rendered = RenderResult & {
  user: UserEvent;
  /** Every request the page made, in order. */
  calls: ApiCall[];
  /** The calls to one route ('POST /api/…'). */
  callsTo: (route: string) => ApiCall[];
  /** Where the page has navigated to (path and query). */
  location: () => string;
  queryClient: QueryClient;
};

function LocationProbe({ into }: { into: { current: string } }) {
  const location = useLocation();
  into.current = `${location.pathname}${location.search}`;
  return null;
}

/** The element with `text`, once it is on screen and visible: a toast is in the document a render before it
 * shows, which a check made at once can catch under load. */
export function findVisibleText(text: Matcher): Promise<HTMLElement> {
  return waitFor(() => {
    const element = screen.getByText(text);
    expect(element).toBeVisible();
    return element;
  });
}

/** Another page: where a navigation away from the one under test lands. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}

export function renderPage(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const at = options.at ?? '/';
  const path = options.path ?? at.split('?')[0];
  const calls: ApiCall[] = [];
  stubFetch(options.routes ?? {}, calls);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  queryClient.setQueryData(ME_QUERY_KEY, options.me ?? VISITOR);
  const config = { ...TEST_CONFIG, ...options.config };
  const location = { current: at };
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={config}>
        <MemoryRouter initialEntries={[at]}>
          <SessionProvider>
            <LocationProbe into={location} />
            <Routes>
              <Route path={path} element={children} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </SessionProvider>
        </MemoryRouter>
        <Toaster />
      </ConfigContext.Provider>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return {
    ...result,
    user: userEvent.setup({ delay: null }),
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    location: () => location.current,
    queryClient,
  };
}
