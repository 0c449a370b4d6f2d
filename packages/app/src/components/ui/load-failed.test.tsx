import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('announces the failure with its explanation and retries on the button', () => {
    const onRetry = vi.fn();
    render(<LoadFailed title="The bookings could not be loaded" body="Check the connection." retryLabel="Try again" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The bookings could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Check the connection.')).toBeInTheDocument();
    fireEvent.click(within(alert).getByText('Try again'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no explanation paragraph without a body, and a page heading when asked', () => {
    render(<LoadFailed title="Your profile could not be loaded" retryLabel="Try again" onRetry={() => {}} size="page" titleAs="h2" />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'Your profile could not be loaded' })).toBeInTheDocument();
    expect(alert.querySelectorAll('p')).toHaveLength(0);
    expect(alert).toHaveClass('ui-empty-state--page', 'ui-empty-state--danger');
  });
});
