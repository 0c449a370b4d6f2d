import { render, screen } from '@testing-library/react';
import { informationCircleOutline } from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import { InfoNote } from './info-note';

describe('InfoNote', () => {
  it('shows its text beside an icon that screen readers skip', () => {
    const { container } = render(<InfoNote icon={informationCircleOutline}>Guests see these replies nowhere.</InfoNote>);
    expect(screen.getByText('Guests see these replies nowhere.')).toBeInTheDocument();
    expect(container.querySelector('ion-icon')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('is a note when it remarks on the content beside it', () => {
    render(
      <InfoNote icon={informationCircleOutline} role="note">
        Only management changes these links.
      </InfoNote>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Only management changes these links.');
  });
});
