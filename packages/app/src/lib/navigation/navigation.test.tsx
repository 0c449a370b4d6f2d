import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '@/lib/services/services-context';
import { createAppServices } from '@/lib/services/create-app-services';
import { createNavigation } from './navigation';
import { NavigationBridge } from './navigation-bridge';

describe('navigation outside React', () => {
  it('before the router is there, the path asked for is the current one and is shown once the router attaches', () => {
    const navigation = createNavigation();
    navigation.navigate('/login?from=x', { replace: true, state: { sessionEnded: true } });
    expect(navigation.currentPath()).toBe('/login');

    const shown: unknown[] = [];
    navigation.attach({ navigate: (path, options) => shown.push([path, options]), currentPath: () => '/login' });
    expect(shown).toEqual([['/login?from=x', { replace: true, state: { sessionEnded: true } }]]);
  });

  it('through the router, a navigation counts as the current path at once, before the router renders it', () => {
    const services = createAppServices();
    const { navigation } = services;
    render(
      <ServicesProvider services={services}>
        <MemoryRouter initialEntries={['/guest/home']}>
          <NavigationBridge />
        </MemoryRouter>
      </ServicesProvider>,
    );
    expect(navigation.currentPath()).toBe('/guest/home');
    navigation.navigate('/login', { replace: true });
    expect(navigation.currentPath()).toBe('/login');
  });
});
