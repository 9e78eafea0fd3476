import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiDocument } from '../../../common/contracts/api-docs';
import { refusal, renderPage } from '../../../../tests/support/render';
import { ApiReferencePage } from './ApiReferencePage';

const DOCUMENT: ApiDocument = {
  openapi: '3.1.0',
  info: { title: 'API', version: '1', description: 'What the server answers.' },
  paths: {
    '/api/spotlight': {
      get: {
        summary: "The spotlight carousel's active items",
        tags: ['content'],
        'x-access': 'member',
        responses: { '200': { description: 'The items members see.', content: { 'application/json': {} } } },
      },
    },
    '/api/admin/spotlight/{id}': {
      put: {
        summary: "Replace a spotlight item's fields",
        tags: ['content'],
        'x-access': 'admin',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: { content: { 'application/json': {} } },
        responses: { '200': { description: 'The item as it now is.' }, '404': { description: 'No such item.' } },
      },
    },
    '/api/admin/uploads': {
      post: {
        summary: 'Upload a picture',
        tags: ['uploads'],
        'x-access': 'admin',
        requestBody: { content: { 'multipart/form-data': {} } },
        responses: { '201': { description: 'Stored.' } },
      },
    },
  },
  'x-left-out': [{ path: '/api/auth/*', reason: 'Better Auth answers these.' }],
};

describe('the API reference', () => {
  it('lists each feature’s endpoints with who may call them, their input and their answers', async () => {
    renderPage(<ApiReferencePage />, { routes: { 'GET /api/openapi.json': { body: DOCUMENT } } });
    const content = await screen.findByRole('heading', { name: 'content' });
    expect(screen.getByRole('heading', { name: 'uploads' })).toBeInTheDocument();

    const operations = screen.getAllByTestId('api-operation');
    expect(operations).toHaveLength(3);
    const put = operations[1];
    expect(put).toHaveTextContent('PUT');
    expect(put).toHaveTextContent('/api/admin/spotlight/{id}');
    expect(put).toHaveTextContent('admin');
    expect(within(put).getByText('id')).toBeInTheDocument();
    expect(put).toHaveTextContent('(path, string, required)');
    expect(put).toHaveTextContent('Body: application/json');
    expect(put).toHaveTextContent('404No such item.');
    expect(operations[2]).toHaveTextContent('Body: multipart/form-data');
    expect(content.compareDocumentPosition(operations[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute('href', '/api/openapi.json');
    expect(screen.getByText('/api/auth/*')).toBeInTheDocument();
  });

  it('says the document could not be read, and reads it again on Try again', async () => {
    let attempts = 0;
    const page = renderPage(<ApiReferencePage />, {
      routes: { 'GET /api/openapi.json': () => (++attempts === 1 ? refusal(500, 'Down') : { body: DOCUMENT }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the API reference');
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('api-operation')).toHaveLength(3);
  });
});
