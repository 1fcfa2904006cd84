/** The one user the fake API knows: signed in, an administrator of the project. */
export const FAKE_USER = {
  id: 'p-e2e-user',
  name: 'E2E Editor',
  email: 'e2e@example.com',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
};
