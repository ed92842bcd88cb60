import { LinkLiveView } from '../../features/questionnaire-editor/share/link-live-view.tsx';
import { SharedLinkPage } from '../../features/shared-questionnaire/components/shared-link-page.tsx';

/**
 * /shared/$token: the link page (its state, sign-in, password) from shared-questionnaire, and
 * once it opens, the live questionnaire from the editor's feature, composed here so neither
 * feature imports the other.
 */
export const SharedLinkRoute = ({ token }: { token: string }) => (
  <SharedLinkPage
    token={token}
    renderOpened={(opened) => (
      <LinkLiveView
        key={opened.grant}
        token={opened.token}
        grant={opened.grant}
        link={opened.link}
        me={opened.me}
        recheckAccess={opened.recheckAccess}
      />
    )}
  />
);
