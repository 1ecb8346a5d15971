/**
 * Signs in once per role for the whole run (support.ts `signedInAs`): past the access gate and
 * signed in through the API, the browser state (the gate and session cookies) saved for the
 * journeys of that role. Signing in on the screens is a journey of its own (admin-auth.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { DEMO_ACCESS_PASSWORD, SIGNED_IN, type SignedInRole, sessionFile } from './support';

for (const role of Object.keys(SIGNED_IN) as SignedInRole[]) {
  setup(`signed in as ${role}`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      const gate = await request.post('/api/access', { data: { password: DEMO_ACCESS_PASSWORD } });
      expect(gate.status()).toBe(200);
      const login = await request.post('/api/admin/login', { data: SIGNED_IN[role] });
      expect(login.status()).toBe(200);
      const session = await request.get('/api/admin/session');
      expect(await session.json()).toEqual({
        authenticated: true,
        user: { email: SIGNED_IN[role].email, role },
      });
      fs.mkdirSync(path.dirname(sessionFile(role)), { recursive: true });
      await request.storageState({ path: sessionFile(role) });
    } finally {
      await request.dispose();
    }
  });
}
