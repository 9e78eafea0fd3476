import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/support/render';
import { TAGLINE } from '../../lib/copy';
import { AboutPage } from './AboutPage';
import { LandingPage } from './LandingPage';
import { MasteryouPage } from './MasteryouPage';

describe('the landing page', () => {
  it('leads a visitor to the member login, and offers the contact address when there is one', () => {
    renderPage(<LandingPage />, {
      config: { links: { surveyFormUrl: null, contactEmail: 'hello@example.com' } },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TAGLINE);
    expect(screen.getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(screen.getByRole('link', { name: 'MEMBER LOGIN' })).toHaveAttribute('href', '/login');
  });

  it('offers no contact link without a contact address', () => {
    renderPage(<LandingPage />);
    expect(screen.getByRole('link', { name: 'MEMBER LOGIN' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CONTACT' })).not.toBeInTheDocument();
  });
});

describe('the about page', () => {
  it('says what the network is under its hero and ends with the way in for members', () => {
    renderPage(<AboutPage />, { at: '/aboutus' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const pillar of ['Private membership', 'A network that answers', 'Resources', 'Cultural Salons'])
      expect(screen.getByText(pillar)).toBeVisible();
    const members = screen.getByText('Already a member?').closest('div')!.parentElement!;
    expect(within(members).getByRole('link', { name: 'MEMBER LOGIN' })).toHaveAttribute('href', '/login');
    expect(document.title).toContain('About us');
  });
});

describe('the Masteryou page', () => {
  const links = { contactEmail: null };
  it('opens the survey in a new tab when the organisers set a form', () => {
    renderPage(<MasteryouPage />, { config: { links: { ...links, surveyFormUrl: 'https://forms.example.com/m' } } });
    const survey = screen.getByRole('link', { name: /take survey/i });
    expect(survey).toHaveAttribute('href', 'https://forms.example.com/m');
    expect(survey).toHaveAttribute('target', '_blank');
  });

  it('shows no call to apply, not even a disabled one, without a form', () => {
    renderPage(<MasteryouPage />, { config: { links: { ...links, surveyFormUrl: null } } });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /ready to apply/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /take survey/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /take survey/i })).not.toBeInTheDocument();
  });
});
