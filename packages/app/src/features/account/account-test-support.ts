import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The alert on top, or the one with this header. */
export const lastAlert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
export const alertWith = (header: string) => [...document.querySelectorAll('ion-alert')].find((alert) => alert.header === header);

/** Waits for an alert with this header to be on screen. */
export async function findAlert(header: string): Promise<HTMLIonAlertElement> {
  await waitFor(() => expect(alertWith(header)).toBeDefined());
  return alertWith(header) as HTMLIonAlertElement;
}

/** The text of an alert's buttons, in order. */
export const buttonTexts = (alert: HTMLIonAlertElement) => alert.buttons.map((button) => (typeof button === 'string' ? button : button.text));

/** Runs the handler of the alert button with this text and dismisses the alert, as a tap does. */
export async function press(alert: HTMLIonAlertElement, text: string) {
  const button = alert.buttons.find((candidate) => typeof candidate !== 'string' && candidate.text === text);
  await act(async () => {
    if (button && typeof button !== 'string') await button.handler?.(undefined);
    await alert.dismiss();
  });
}

/** Types into the field with this label. */
export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Submits the form the field with this label is in. */
export const submitFormOf = (label: string) => fireEvent.submit(screen.getByLabelText(label).closest('form') as HTMLFormElement);

/** Clicks the Ionic button with this text. */
export const clickButton = async (text: string) => fireEvent.click(await screen.findByText(text, { selector: 'ion-button' }));
