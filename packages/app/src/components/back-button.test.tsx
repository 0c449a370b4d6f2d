import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackButton } from './back-button';

describe('BackButton', () => {
  it('is named by where it leads and links there, its arrow hidden from screen readers', () => {
    render(<BackButton to="/guest/services" label="Back to the shop" />);
    const button = screen.getByLabelText('Back to the shop');
    expect(button.tagName).toBe('ION-BUTTON');
    expect((button as HTMLIonButtonElement).href).toBe('/guest/services');
    expect(button.querySelector('ion-icon')).toHaveAttribute('aria-hidden', 'true');
  });
});
