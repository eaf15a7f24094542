/** Where sign-in and `/` land. Its code travels with the signed-in shell's (vite.config.ts). */
export const HOME_PAGE = '/dashboard';
