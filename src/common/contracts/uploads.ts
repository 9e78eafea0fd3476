// POST /api/admin/uploads (multipart/form-data: `file` and `purpose`). Administrators only. The server
// checks the file's real type from its bytes, stores it under the purpose's folder with a
// timestamp-plus-random name and the original extension, and answers where it can be read.
export const UPLOAD_PURPOSES = {
  /** A spotlight item's picture (spec 7.3: spotlight-carousel/). Images only, no SVG. */
  'spotlight-image': { folder: 'spotlight-carousel', kind: 'image' },
  /** A document a spotlight item links to (spec 7.3: spotlight-files/). .pdf, .doc, .docx, .xls, .xlsx. */
  'spotlight-file': { folder: 'spotlight-files', kind: 'document' },
  /** A newsletter's cover picture. Images only, no SVG. */
  'post-image': { folder: 'post-images', kind: 'image' },
} as const;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** What an <input type="file" accept> offers for each kind; the server decides from the bytes. */
export const UPLOAD_ACCEPT = {
  image: 'image/png,image/jpeg,image/gif,image/webp,image/avif',
  document: '.pdf,.doc,.docx,.xls,.xlsx',
} as const;

/** The answer to a stored upload: `url` is what a spotlight item or post keeps (a site path or an https URL). */
export type UploadResult = { url: string; path: string; contentType: string; size: number };

/** Local uploads are served from this path on the site. */
export const UPLOADS_PUBLIC_PREFIX = '/uploads';
