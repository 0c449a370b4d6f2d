import '@testing-library/jest-dom/vitest';
import { setupIonicReact } from '@ionic/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

setupIonicReact({ mode: 'md' });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
