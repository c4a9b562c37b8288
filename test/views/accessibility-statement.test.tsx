import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TIMING_SCALE_CHOICES } from '@play-smart/engine';
import { ACCESSIBILITY_CONTENT } from '../../site/content/en/accessibility';
import AccessibilityPage from '../../site/pages/AccessibilityPage';

describe('the accessibility statement', () => {
  it('states the target, how it was tested, its limits, where to report a barrier and when it was reviewed', () => {
    render(<AccessibilityPage words={ACCESSIBILITY_CONTENT} locale="en" siteMap={[]} />);
    expect(screen.getByText(/WCAG\) 2\.2, level AA/)).toBeInTheDocument();
    expect(screen.getByText('Last reviewed November 27, 2026.')).toBeInTheDocument();
    const tested = screen.getByRole('region', { name: 'How we tested' });
    expect(tested).toHaveTextContent('axe');
    expect(tested).toHaveTextContent('keyboard');
    // No one has tested by hand with a screen reader: the page must not claim it.
    expect(tested).toHaveTextContent('We have not yet tested the site by hand with a screen reader');
    const limits = screen.getByRole('region', { name: 'Known limitations' });
    expect(limits).toHaveTextContent('Vimeo');
    // The CSP's one cost to visitors: a bookmarklet's style sheet is blocked; extensions are not.
    expect(limits).toHaveTextContent('block style sheets added to a page by a bookmarklet');
    expect(limits).toHaveTextContent('Browser extensions');
    for (const criterion of ['1.4.12', '1.4.4', '1.4.10', '2.5.8', '2.4.11', 'Forced colors']) {
      expect(tested).toHaveTextContent(criterion);
    }
    const timing = screen.getByRole('region', { name: 'Time limits and moving content' });
    for (const scale of TIMING_SCALE_CHOICES) expect(timing).toHaveTextContent(`×${String(scale)}`);
    const report = screen.getByRole('region', { name: 'Report a barrier' });
    expect(within(report).getByRole('link', { name: 'the contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
