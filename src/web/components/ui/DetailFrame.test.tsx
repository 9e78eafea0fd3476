// A detail page's frame: the way back to its list, then the page itself.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/support/render';
import { DetailFrame } from './DetailFrame';

describe('DetailFrame', () => {
  it('shows the page under the way back to its list', async () => {
    const page = renderPage(
      <DetailFrame back={{ to: '/questions', label: 'All questions' }} width="wide">
        <h1>Who knows a franchise lawyer?</h1>
      </DetailFrame>,
      { at: '/questions/q-1' },
    );
    const back = screen.getByRole('link', { name: 'All questions' });
    const heading = screen.getByRole('heading', { name: 'Who knows a franchise lawyer?' });
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await page.user.click(back);
    expect(page.location()).toBe('/questions');
  });
});
