import { describe, expect, it } from 'vitest';
import { makeDocx, makeOle, makePdf, makePng, makeXlsx, makeZip } from '../../../../tests/support/files';
import { bytesMatchExtension, extensionsOf, typeForExtension, zipEntryNames } from './sniff';
import { checkUpload, UPLOAD_EXTENSIONS, UPLOAD_MESSAGES } from '../../../common/contracts/uploads';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v, 'latin1')] : [v])));

const SAMPLES: Record<string, Uint8Array> = {
  png: makePng(),
  jpg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'),
  gif: bytes('GIF89a', 1, 0, 1, 0),
  webp: bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '),
  avif: bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0, 'avifmif1miaf'),
  pdf: makePdf(),
  doc: makeOle('WordDocument'),
  xls: makeOle('Workbook'),
  docx: makeDocx(),
  xlsx: makeXlsx(),
};

describe('bytesMatchExtension', () => {
  it.each(Object.entries(SAMPLES))('recognises a real .%s', (extension, sample) => {
    expect(bytesMatchExtension(sample, extension)).toBe(true);
  });

  it('treats .jpeg like .jpg', () => {
    expect(bytesMatchExtension(SAMPLES.jpg, 'jpeg')).toBe(true);
  });

  it('recognises AVIF named only among the compatible brands', () => {
    expect(bytesMatchExtension(bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0, 'mif1avif'), 'avif')).toBe(true);
    expect(bytesMatchExtension(bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 0, 0, 'isommp41'), 'avif')).toBe(false);
  });

  it.each([
    ['HTML named .png', '<!doctype html><script>alert(1)</script>', 'png'],
    ['SVG named .png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'png'],
    ['a script named .pdf', '#!/bin/sh\nrm -rf /', 'pdf'],
    ['a Windows executable named .jpg', 'MZ\x90\x00\x03', 'jpg'],
    ['an empty file', '', 'gif'],
  ])('refuses %s', (_label, text, extension) => {
    expect(bytesMatchExtension(new Uint8Array(Buffer.from(text, 'latin1')), extension)).toBe(false);
  });

  it('refuses bytes of one allowed type under the extension of another', () => {
    expect(bytesMatchExtension(SAMPLES.png, 'jpg')).toBe(false);
    expect(bytesMatchExtension(SAMPLES.pdf, 'png')).toBe(false);
    expect(bytesMatchExtension(SAMPLES.docx, 'xlsx')).toBe(false);
    expect(bytesMatchExtension(SAMPLES.doc, 'xls')).toBe(false);
    expect(bytesMatchExtension(SAMPLES.xls, 'doc')).toBe(false);
  });

  it('refuses a zip that is not an Office document, and a macro-enabled one', () => {
    expect(bytesMatchExtension(makeZip({ 'readme.txt': 'hi' }), 'docx')).toBe(false);
    expect(bytesMatchExtension(makeZip({ 'word/document.xml': '<w/>' }), 'docx')).toBe(false);
    expect(
      bytesMatchExtension(
        makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>', 'word/vbaProject.bin': 'x' }),
        'docx',
      ),
    ).toBe(false);
  });

  it.each([['svg'], ['html'], ['exe'], ['js'], ['zip'], ['']])('never accepts the extension %j', (extension) => {
    expect(typeForExtension(extension)).toBeUndefined();
    expect(bytesMatchExtension(SAMPLES.png, extension)).toBe(false);
  });
});

describe('the catalogue', () => {
  it('lists the extensions of each kind', () => {
    expect(extensionsOf('image')).toEqual(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif']);
    expect(extensionsOf('document')).toEqual(['pdf', 'doc', 'xls', 'docx', 'xlsx']);
    expect(typeForExtension('docx')?.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('reads the entry names of a zip, and refuses a truncated one', () => {
    expect(zipEntryNames(makeDocx())).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(zipEntryNames(makeDocx().subarray(0, 40))).toBeNull();
  });
});

describe('the rule the browser checks first', () => {
  it('names the same extensions for each kind as the server stores', () => {
    expect([...UPLOAD_EXTENSIONS.image].sort()).toEqual([...extensionsOf('image')].sort());
    expect([...UPLOAD_EXTENSIONS.document].sort()).toEqual([...extensionsOf('document')].sort());
  });

  it('refuses the wrong kind, then a file over the limit, in the server’s words', () => {
    const limits = { maxImageBytes: 5 * 1024 * 1024, maxDocumentBytes: 20 * 1024 * 1024 };
    expect(checkUpload('spotlight-image', { name: 'photo.PNG', size: 1000 }, limits)).toBeNull();
    expect(checkUpload('post-image', { name: 'notes.pdf', size: 1000 }, limits)).toBe(UPLOAD_MESSAGES.imageTypes);
    expect(checkUpload('spotlight-file', { name: 'logo.svg', size: 1000 }, limits)).toBe(UPLOAD_MESSAGES.documentTypes);
    expect(checkUpload('spotlight-image', { name: 'big.jpg', size: limits.maxImageBytes + 1 }, limits)).toBe(
      'Images can be at most 5 MB.',
    );
    expect(checkUpload('spotlight-file', { name: 'deck.pdf', size: limits.maxImageBytes + 1 }, limits)).toBeNull();
    expect(checkUpload('spotlight-file', { name: 'deck.xlsx', size: 21 * 1024 * 1024 }, limits)).toBe(
      'Documents can be at most 20 MB.',
    );
  });
});
