// POST /api/admin/uploads (multipart/form-data: `file` and `purpose`; its route table is uploads-routes.ts).
// Administrators only. The server checks the file's real type from its bytes, stores it under the
// purpose's folder with a timestamp-plus-random name and the original extension, and answers where it can
// be read. The browser runs the same name and size checks (checkUpload) before sending, so a file the
// server would refuse is refused at once, in the same words; only the server can check what the bytes
// really are.
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { UPLOAD_ROUTES } from './uploads-routes';

/** Uploads (spec 5 'Spotlight form'): the spec's texts first, then ours for what the old product never checked. */
export const UPLOAD_MESSAGES = {
  selectImage: 'You must select an image to upload.',
  selectFile: 'You must select a file to upload.',
  badName: 'That file name is not allowed. Rename the file and try again.',
  unknownPurpose: 'Say what the upload is for.',
  notMultipart: 'Send the file as a form upload.',
  imageTypes: 'Only PNG, JPEG, GIF, WebP or AVIF images can be uploaded.',
  documentTypes: 'Only PDF, Word (.doc, .docx) or Excel (.xls, .xlsx) files can be uploaded.',
  tooLarge: (kind: 'image' | 'document', limit: string) =>
    `${kind === 'image' ? 'Images' : 'Documents'} can be at most ${limit}.`,
  requestTooLarge: (documentLimit: string, imageLimit: string) => `Files can be at most ${documentLimit} (images ${imageLimit}).`,
  notReally: (label: string, extensions: string[]) =>
    `This file is not really a ${label}. Upload a ${extensions.map((e) => `.${e}`).join(', ')} file.`,
} as const;

export const UPLOAD_PURPOSES = {
  /** A spotlight item's picture (spec 7.3: spotlight-carousel/). Images only, no SVG. */
  'spotlight-image': { folder: 'spotlight-carousel', kind: 'image' },
  /** A document a spotlight item links to (spec 7.3: spotlight-files/). .pdf, .doc, .docx, .xls, .xlsx. */
  'spotlight-file': { folder: 'spotlight-files', kind: 'document' },
  /** A newsletter's cover picture. Images only, no SVG. */
  'post-image': { folder: 'post-images', kind: 'image' },
  /** An event's cover picture (decision 040). Images only, no SVG. */
  'event-image': { folder: 'event-images', kind: 'image' },
} as const;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export type UploadKind = 'image' | 'document';

/** The extensions each kind accepts (the server checks the bytes match: features/uploads/sniff.ts). */
export const UPLOAD_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx'],
};

/** The largest upload of each kind, in bytes (UPLOAD_MAX_IMAGE_MB, UPLOAD_MAX_DOCUMENT_MB; public config `uploads`). */
export type UploadLimits = { maxImageBytes: number; maxDocumentBytes: number };

/** The limits when nothing is configured: 5 MB images, 20 MB documents. */
export const DEFAULT_UPLOAD_LIMITS_MB = { image: 5, document: 20 } as const;

/** '5 MB', '1.5 MB', '900 KB'. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** What is wrong with a file of this kind by its extension ('' when it has none), or null. */
export const uploadTypeProblem = (kind: UploadKind, extension: string): string | null =>
  UPLOAD_EXTENSIONS[kind].includes(extension)
    ? null
    : kind === 'image'
      ? UPLOAD_MESSAGES.imageTypes
      : UPLOAD_MESSAGES.documentTypes;

/** What is wrong with a file of this kind by its size, or null. */
export function uploadSizeProblem(kind: UploadKind, size: number, limits: UploadLimits): string | null {
  const limit = kind === 'image' ? limits.maxImageBytes : limits.maxDocumentBytes;
  return size > limit ? UPLOAD_MESSAGES.tooLarge(kind, formatBytes(limit)) : null;
}

/** The extension of a file name, lower-cased, without the dot ('' when it has none). */
export const fileExtension = (name: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1].toLowerCase() ?? '';

/**
 * The browser's check before sending a file, the server's first two checks in the same order and words:
 * the kind (by extension), then the size. Null when the file may be sent.
 */
export function checkUpload(purpose: UploadPurpose, file: { name: string; size: number }, limits: UploadLimits): string | null {
  const { kind } = UPLOAD_PURPOSES[purpose];
  return uploadTypeProblem(kind, fileExtension(file.name)) ?? uploadSizeProblem(kind, file.size, limits);
}

/** What an <input type="file" accept> offers for each kind; the server decides from the bytes. */
export const UPLOAD_ACCEPT = {
  image: 'image/png,image/jpeg,image/gif,image/webp,image/avif',
  document: '.pdf,.doc,.docx,.xls,.xlsx',
} as const;

/** The answer to a stored upload: `url` is what a spotlight item or post keeps (a site path or an https URL). */
const uploadResultSchema = z.strictObject({ url: z.string(), path: z.string(), contentType: z.string(), size: z.number().int() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Local uploads are served from this path on the site. */
export const UPLOADS_PUBLIC_PREFIX = '/uploads';

export const UPLOAD_SCHEMAS = {
  upload: {
    summary: 'Upload a picture or a document for a spotlight item or a newsletter',
    description: `The file's kind is checked by its extension, its size against the configured limits, then its bytes against its extension. Purposes: ${Object.keys(UPLOAD_PURPOSES).join(', ')}.`,
    rawBody: {
      contentType: 'multipart/form-data',
      description: '`purpose` (spotlight-image, spotlight-file, post-image or event-image) and `file`.',
    },
    responses: {
      201: { description: 'Stored: where it can be read.', schema: uploadResultSchema },
      400: {
        description:
          'INVALID_INPUT: not a form upload, an unknown purpose or no file; INVALID_FILE_NAME: a name that is not allowed. `fields` names `purpose` or `file`.',
      },
      413: { description: 'PAYLOAD_TOO_LARGE or FILE_TOO_LARGE: over the limit of its kind.' },
      415: {
        description:
          'UNSUPPORTED_FILE_TYPE or FILE_CONTENT_MISMATCH: a kind the purpose does not take, or bytes that are not what the extension says.',
      },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const UPLOAD_ENDPOINTS = defineEndpoints('uploads', UPLOAD_ROUTES, UPLOAD_SCHEMAS);
