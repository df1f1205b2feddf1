/** The preview studio's page (staff and QA; never served in production). */
export const STUDIO_PAGE = '/studio';

/** The page one preview frame of the studio shows (a step or page of one brand, at the frame's width). */
export const STUDIO_PREVIEW_PAGE = '/studio/preview';

/** The studio's endpoints: the data as the server reads it now (`?brand=`), and the change events (Server-Sent Events). */
export const STUDIO_API = {
  data: '/studio/api/data',
  events: '/studio/api/events',
} as const;

/** True for a path of the studio's pages or endpoints. Pure. */
export const isStudioPath = (path: string): boolean => path === STUDIO_PAGE || path.startsWith(`${STUDIO_PAGE}/`);
