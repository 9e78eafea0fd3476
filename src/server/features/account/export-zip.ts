// The ZIP of 'Download my data' (decision 059): a JSON file per kind, the photo, and index.html, a readable
// summary of the same, which opens in any browser with nothing to install. Made with fflate (decision 059:
// no dependencies, typed, and its reader is what the tests open the ZIP with).
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Brand } from '../../mail/layout';
import { EXPORT_KINDS, type ExportKind, type MemberData } from './export-data';

const TITLES: Record<ExportKind, string> = {
  profile: 'Your profile',
  'sign-ins': 'Sign-ins and sessions',
  'questions-to-the-team': 'Your questions and the team’s replies',
  introductions: 'Introductions and connections',
  messages: 'Messages you sent and received',
  rsvps: 'Events you answered',
  notifications: 'Notifications',
  settings: 'Settings',
  consents: 'What you agreed to',
  'open-questions': 'Open questions and answers',
  'open-roles': 'Open roles you posted or were interested in',
  'ai-tools': 'AI tools you suggested and use',
  reports: 'Messages you reported',
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const label = (key: string) => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueHtml(value: unknown): string {
  if (value === null || value === undefined || value === '') return '<span class="none">—</span>';
  if (value instanceof Date) return escapeHtml(value.toISOString());
  if (Array.isArray(value)) {
    if (value.length === 0) return '<span class="none">None</span>';
    if (value.every((item) => item && typeof item === 'object' && !Array.isArray(item))) {
      const keys = [...new Set(value.flatMap((item) => Object.keys(item as object)))];
      const head = keys.map((key) => `<th>${escapeHtml(label(key))}</th>`).join('');
      const body = value
        .map((item) => `<tr>${keys.map((key) => `<td>${valueHtml((item as Record<string, unknown>)[key])}</td>`).join('')}</tr>`)
        .join('');
      return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
    }
    return escapeHtml(value.map(String).join(', '));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `<dl>${entries.map(([key, v]) => `<dt>${escapeHtml(label(key))}</dt><dd>${valueHtml(v)}</dd>`).join('')}</dl>`;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return escapeHtml(String(value)).replace(/\n/g, '<br>');
}

/** The readable summary: every kind under its heading, the photo at the top. */
export function summaryHtml(brand: Brand, data: MemberData, madeAt: Date, hasPhoto: boolean): string {
  const sections = EXPORT_KINDS.map(
    (kind) =>
      `<section><h2>${escapeHtml(TITLES[kind])}</h2><p class="file">Also in <code>${kind}.json</code></p>${valueHtml(data.kinds[kind])}</section>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data from ${escapeHtml(brand.shortName)}</title>
<style>
body{font:15px/1.6 system-ui,sans-serif;color:#1c1917;max-width:960px;margin:0 auto;padding:32px 20px;background:#faf8f5}
h1{font-size:28px;margin:0}h2{font-size:20px;margin:40px 0 4px;border-bottom:2px solid ${brand.color};padding-bottom:4px}
.file{color:#78716c;font-size:13px;margin:0 0 12px}.none{color:#a8a29e}
dl{display:grid;grid-template-columns:minmax(140px,220px) 1fr;gap:4px 16px;margin:0}dt{color:#78716c}dd{margin:0;overflow-wrap:anywhere}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:13px}th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid #e7e5e4}
th{background:#f5f5f4}img{width:128px;height:128px;border-radius:50%;object-fit:cover}
header{display:flex;gap:20px;align-items:center}
</style></head><body>
<header>${hasPhoto ? '<img src="photo.webp" alt="Your photo">' : ''}<div><h1>${escapeHtml(data.owner.name)}</h1>
<p>Everything ${escapeHtml(brand.name)} holds about you (${escapeHtml(data.owner.email)}), as of ${escapeHtml(madeAt.toUTCString())}. Other members appear by name only. Each part is also a JSON file beside this page.</p></div></header>
${sections}
</body></html>
`;
}

/** The ZIP's bytes: `<kind>.json` for each kind, `photo.webp` when there is one, and `index.html`. */
export function buildExportZip(brand: Brand, data: MemberData, photo: Uint8Array | null, madeAt: Date): Uint8Array {
  const files: Zippable = {};
  for (const kind of EXPORT_KINDS) files[`${kind}.json`] = strToU8(`${JSON.stringify(data.kinds[kind], null, 2)}\n`);
  if (photo) files['photo.webp'] = [photo, { level: 0 }];
  files['index.html'] = strToU8(summaryHtml(brand, data, madeAt, !!photo));
  return zipSync(files, { level: 6, mtime: madeAt });
}
