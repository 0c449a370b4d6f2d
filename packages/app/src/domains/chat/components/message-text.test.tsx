import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('turns http(s) addresses into links that open in a new tab without access to the app', () => {
    render(<MessageText text={'Sauna times\nhttps://www.duinpark.example/sauna?day=1 and @Sanne'} />);
    const link = screen.getByRole('link', { name: 'https://www.duinpark.example/sauna?day=1' });
    expect(link).toHaveAttribute('href', 'https://www.duinpark.example/sauna?day=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('@Sanne').tagName).toBe('MARK');
  });

  it('leaves addresses without a web scheme, scripts and e-mail addresses as text', () => {
    render(<MessageText text="see duinpark.example, javascript:alert(1) or mail info@duinpark.example" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
  });
});
