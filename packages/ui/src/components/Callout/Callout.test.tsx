import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { calloutTones } from './Callout.props.ts';
import { Callout } from './Callout.tsx';

describe('Callout', () => {
  it.each(calloutTones)('tone %s: on data-tone, silent unless announced', (tone) => {
    renderUi(
      <Callout tone={tone} title="Verify your account" data-testid="callout">
        <p>Upload a document.</p>
      </Callout>,
    );
    const callout = screen.getByTestId('callout');
    expect(callout.dataset.tone).toBe(tone);
    expect(callout.getAttribute('role')).toBeNull();
    expect(callout.textContent).toContain('Verify your account');
  });

  it('announced: status for info and success, alert for warning and danger', () => {
    renderUi(
      <>
        <Callout tone="success" announce>
          Saved
        </Callout>
        <Callout tone="danger" announce action={<a href="/help">Help</a>}>
          Failed
        </Callout>
      </>,
    );
    expect(screen.getByRole('status').textContent).toContain('Saved');
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.getByRole('link', { name: 'Help' })).toBeTruthy();
  });
});
