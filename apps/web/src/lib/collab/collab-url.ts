import { COLLAB_PATH } from '@rampart/contracts';

/** The collaboration socket on the page's own host: wss behind https, ws on plain http. */
export const collabUrl = (location: Pick<Location, 'protocol' | 'host'>): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${COLLAB_PATH}`;
