// /privacy-policy (spec 2.3, 9): the static notice, version 1.2, updated 27 November 2026 (1.1 of 2 July 2025
// and the private messages between members of issue 35: who can read them).
import { useConfig } from '../../lib/config';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHero } from './PageHero';

export const PRIVACY_POLICY_VERSION = '1.2';
export const PRIVACY_POLICY_UPDATED = 'November 27, 2026';

const SECTIONS = [
  { id: 'introduction', title: 'Introduction' },
  { id: 'data-we-collect', title: 'Information we collect' },
  { id: 'how-we-use', title: 'How we use your information' },
  { id: 'cookies', title: 'Cookies and local storage' },
  { id: 'sharing', title: 'How we share information' },
  { id: 'retention', title: 'Data retention' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'children', title: 'Children under 16' },
  { id: 'opt-out', title: 'Opting out' },
  { id: 'ccpa', title: 'California privacy rights (CCPA)' },
  { id: 'security', title: 'Security' },
  { id: 'changes', title: 'Changes to this policy' },
  { id: 'contact', title: 'Contact us' },
] as const;

export function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  const { brand, links } = useConfig();
  const mail = links.contactEmail ? (
    <a href={`mailto:${links.contactEmail}`}>{links.contactEmail}</a>
  ) : (
    'the address the organisers gave you'
  );
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        lead={
          <p>
            Version {PRIVACY_POLICY_VERSION} · Last updated {PRIVACY_POLICY_UPDATED}
          </p>
        }
      />
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-5 py-14 sm:px-8 sm:py-20 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 lg:px-10">
        <nav aria-label="Privacy policy sections" className="lg:sticky lg:top-28 lg:self-start">
          <p className="eyebrow text-brand-deep">Contents</p>
          <ol className="mt-4 space-y-1 border-l border-line text-sm">
            {SECTIONS.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-1.5 pl-4 text-stone transition-colors hover:border-brand-deep hover:text-ink"
                >
                  <span className="mr-2 tabular-nums text-stone">{String(index + 1).padStart(2, '0')}</span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="prose-policy max-w-3xl">
          <h2 id="introduction" className="!mt-0">
            1. Introduction
          </h2>
          <p>
            This Privacy Policy explains how {brand.name} ("{brand.shortName}", "we", "us") collects, uses, shares and protects
            personal information when you visit our public pages, request access, or use the members-only area and its services.
            By using the site you acknowledge the practices described here.
          </p>

          <h2 id="data-we-collect">2. Information we collect</h2>
          <h3>Information you give us</h3>
          <ul>
            <li>Access requests: your email address, first name and last name.</li>
            <li>Your member profile: name, email, company, job title, industry, interests and a short professional summary.</li>
            <li>
              What you ask the collective: your questions, answers, follow-up details and whether you allow your entry to be
              shared.
            </li>
            <li>Messages you send us by email.</li>
            <li>Private messages you write to other members in the member area (see section 5 for who can read them).</li>
          </ul>
          <h3>Information collected automatically</h3>
          <ul>
            <li>Sign-in information such as the time of your last login.</li>
            <li>
              Technical data such as IP address, browser type and device, used to keep the service secure and to limit abuse.
            </li>
          </ul>
          <h3>Information from others</h3>
          <ul>
            <li>
              If you choose to sign in with Google, we receive your name and email address from Google. We do not receive your
              password.
            </li>
          </ul>

          <h2 id="how-we-use">3. How we use your information</h2>
          <ul>
            <li>To review access requests and create and manage member accounts.</li>
            <li>To provide the member area: answering your questions, events, newsletters and recommended connections.</li>
            <li>To suggest relevant connections between members, based on the profile information you provide.</li>
            <li>To send service emails such as access links and password resets.</li>
            <li>To keep the service secure, prevent misuse and comply with the law.</li>
          </ul>

          <h2 id="cookies">4. Cookies and local storage</h2>
          <p>
            We use a strictly necessary session cookie to keep you signed in, and your browser's local storage to remember basic
            display information (such as your email address) on your device. This information is cleared when you sign out. We do
            not use advertising cookies or third-party tracking cookies.
          </p>

          <h2 id="sharing">5. How we share information</h2>
          <p>We do not sell your personal information. We share it only:</p>
          <ul>
            <li>With service providers who host the service or deliver our email, under contracts that limit their use of it.</li>
            <li>With other members, only where you have given sharing permission or chosen to connect.</li>
            <li>When required by law, or to protect the rights, property or safety of our members, the public or us.</li>
            <li>As part of a merger, acquisition or sale of assets, in which case we will notify you.</li>
          </ul>
          <h3 id="private-messages">Private messages between members</h3>
          <p>A private message you write to another member can be read by:</p>
          <ul>
            <li>The two of you, the member who wrote it and the member it was written to.</li>
            <li>
              The organisers, only for a message one of you reports to them, and only that message with the few written just
              before it. The organisers have no other way to read members' messages: no screen, search or export shows them.
            </li>
            <li>
              Whoever operates the server's database and its backups, as with any email provider. Messages are stored on our
              servers, not encrypted end to end.
            </li>
          </ul>
          <p>
            A message you delete within 15 minutes of sending it is shown as deleted to both of you. Deleting a conversation
            removes it from your own view; the other member keeps their copy.
          </p>

          <h2 id="retention">6. Data retention</h2>
          <p>
            We keep your information for as long as your membership is active and as needed to provide the service. When an
            account is closed we delete or anonymise personal information within a reasonable period, unless we must keep it
            longer to meet legal obligations, resolve disputes or enforce our agreements. Access requests that are not approved
            are deleted once they are no longer needed.
          </p>

          <h2 id="your-rights">7. Your rights</h2>
          <p>Depending on where you live, you may have the right to:</p>
          <ul>
            <li>Access the personal information we hold about you and receive a copy of it.</li>
            <li>Correct information that is inaccurate or incomplete.</li>
            <li>Ask us to delete your information.</li>
            <li>Object to or restrict certain processing, and withdraw consent where we rely on it.</li>
            <li>Receive your information in a portable format.</li>
          </ul>
          <p>
            To exercise any of these rights, email us at {mail}. We will respond to your request within 30 days. We may need to
            verify your identity before acting on a request.
          </p>

          <h2 id="children">8. Children under 16</h2>
          <p>
            The service is intended for professionals and is not directed to children. We do not knowingly collect personal
            information from anyone under the age of 16. If you believe a child under 16 has given us personal information, please
            contact us and we will delete it.
          </p>

          <h2 id="opt-out">9. Opting out</h2>
          <ul>
            <li>You can withdraw permission to share an entry with other members at any time by contacting us.</li>
            <li>Administrators can turn off browser notifications in their browser settings at any time.</li>
            <li>You can ask us to close your membership and delete your account by emailing {mail}.</li>
          </ul>

          <h2 id="ccpa">10. California privacy rights (CCPA)</h2>
          <p>If you are a California resident, the California Consumer Privacy Act gives you the right to:</p>
          <ul>
            <li>Know what personal information we collect, use and disclose, and why.</li>
            <li>Request deletion of your personal information, subject to certain exceptions.</li>
            <li>
              Opt out of the sale or sharing of your personal information. We do not sell or share personal information for
              cross-context behavioural advertising.
            </li>
            <li>Not be discriminated against for exercising any of these rights.</li>
          </ul>
          <p>
            You, or an agent you authorise, can make a request by emailing {mail}. We will confirm receipt and respond within 30
            days.
          </p>

          <h2 id="security">11. Security</h2>
          <p>
            We use reasonable technical and organisational measures to protect your information, including encrypted connections
            and hashed passwords. No method of transmission or storage is completely secure, so we cannot guarantee absolute
            security.
          </p>

          <h2 id="changes">12. Changes to this policy</h2>
          <p>
            We may update this policy from time to time. When we do, we will change the version and the "last updated" date at the
            top of this page, and for significant changes we will tell members by email or in the member area.
          </p>

          <h2 id="contact">13. Contact us</h2>
          <p>Questions about this policy or your information? Email {mail}. We answer every request within 30 days.</p>
        </article>
      </div>
    </>
  );
}
