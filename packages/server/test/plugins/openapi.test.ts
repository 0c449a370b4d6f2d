import { expect, it } from 'vitest';
import { describeEachDialect } from '../support';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
  components: { securitySchemes: Record<string, { name: string; in: string }> };
}

describeEachDialect('OpenAPI', (ctx) => {
  it('serves a document listing the auth and profile paths', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/create',
        '/api/auth/check',
        '/api/auth/user-settings',
        '/api/auth/refresh',
        '/api/auth/revoke',
        '/api/guest/profile',
        '/api/employee/profile',
      ]),
    );
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
    expect(document.paths['/api/auth/check']?.get?.security).toEqual([{ accessToken: [] }]);
    expect(document.paths['/api/auth/refresh']?.post?.security).toEqual([{ refreshToken: [] }]);
    expect(document.components.securitySchemes).toMatchObject({
      accessToken: { in: 'header', name: 'accesstoken' },
      refreshToken: { in: 'header', name: 'refreshtoken' },
      appVersion: { in: 'header', name: 'app-version' },
    });
  });

  it('serves a browsable page with bundled assets', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg)/);
    const bundle = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});
