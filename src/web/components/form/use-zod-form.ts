// The form kit's state (decision 036): react-hook-form, validated by the same zod schema the server parses
// the request with, so both sides refuse the same input with the same words. Errors appear when the form is
// submitted, sit under the field they are about, and go when that field is edited; focus goes to the first
// field in error, whether the browser or the server found it.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';

/** A zod schema whose input is a form's values (an object). */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

type ZodFormOptions<S extends FormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> & {
  /**
   * Chooses which of the schema's refusals to show (most forms show them all). The spec's access request,
   * for one, shows only the blank fields while any field is blank.
   */
  pickErrors?: (errors: FieldErrors<z.input<S>>) => FieldErrors<z.input<S>>;
};

export function useZodForm<S extends FormSchema>(schema: S, options: ZodFormOptions<S> = {}): ZodForm<S> {
  const { pickErrors, ...rest } = options;
  const parse = zodResolver(schema as never, undefined, { mode: 'sync' }) as unknown as Resolver<
    z.input<S>,
    unknown,
    z.output<S>
  >;
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = pickErrors
    ? async (values, context, resolverOptions) => {
        const result = await parse(values, context, resolverOptions);
        return Object.keys(result.errors).length ? { values: {}, errors: pickErrors(result.errors) } : result;
      }
    : parse;
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    // Checked on submit, and again only on the next submit: an edit clears its field's error (the fields do).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus follows the page's order, not the order the fields registered in (Form does it).
    shouldFocusError: false,
    ...rest,
  });
}

// ---------------------------------------------------------------------------------------------------
// Where errors go

/** Each form's element, so an error placed from outside (the server's) can focus its field. */
const formElements = new WeakMap<object, HTMLFormElement>();

export function rememberFormElement<T extends FieldValues>(
  form: UseFormReturn<T, any, any>,
  element: HTMLFormElement | null,
): void {
  if (element) formElements.set(form.control, element);
  else formElements.delete(form.control);
}

/** The first message at or under `path` in an errors tree (an array field's errors sit under its items). */
export function messageAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return firstMessage(node);
}

function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref' || key === 'types') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/** The top-level field names an errors tree has a message for. */
export function namesWithErrors(errors: FieldErrors): string[] {
  return Object.keys(errors).filter((name) => name !== 'root' && messageAt(errors, name));
}

/** The message of the first field in error, in the schema's order (for a toast that sums a refusal up). */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  return namesWithErrors(errors)
    .map((name) => messageAt(errors, name))
    .find(Boolean);
}

/** Focuses the first field, in the page's order, whose name is in `names`. */
export function focusFirstField(form: HTMLFormElement | null | undefined, names: string[]): void {
  if (!form || !names.length) return;
  const wanted = new Set(names);
  for (const element of form.querySelectorAll<HTMLElement>('[name]')) {
    const name = element.getAttribute('name') ?? '';
    if (!wanted.has(name) || (element as HTMLInputElement).disabled) continue;
    element.focus();
    return;
  }
}

/**
 * Shows `messages` under the fields they name (a name may be a path into the field, as the server's
 * `interests.2` is) and focuses the first of them. Messages for fields this form does not have are left
 * out; answers whether any was shown.
 */
export function placeErrors<T extends FieldValues>(
  form: UseFormReturn<T, any, any>,
  messages: Record<string, string | undefined>,
): boolean {
  const known = new Set(Object.keys(form.getValues()));
  const placed: string[] = [];
  for (const [path, message] of Object.entries(messages)) {
    if (!message) continue;
    const name = path.split('.')[0];
    if (!known.has(name) || placed.includes(name)) continue;
    form.setError(name as Path<T>, { type: 'server', message });
    placed.push(name);
  }
  focusFirstField(formElements.get(form.control), placed);
  return placed.length > 0;
}

/** A refusal the server explained field by field (`fields` of a 400) goes under those fields. */
export function placeServerErrors<T extends FieldValues>(form: UseFormReturn<T, any, any>, error: unknown): boolean {
  return error instanceof ApiError && placeErrors(form, error.fields);
}

/** A save the server refused: its field errors under their fields, and its reason (or `fallback`, the spec's
 * words) in a toast. */
export function reportRefusal<T extends FieldValues>(form: UseFormReturn<T, any, any>, error: unknown, fallback: string): void {
  placeServerErrors(form, error);
  notify.error(errorMessage(error, fallback));
}
