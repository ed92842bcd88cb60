import { createLazyRoute, useLocation } from '@tanstack/react-router';
import type { OAuthAuthorizationRequest } from '@rampart/contracts';
import { AuthorizePage } from '../../../features/oauth/components/authorize-page.tsx';

const OAuthAuthorizeRoute = () => {
  const location = useLocation();
  const params = new URLSearchParams(location.searchStr);
  const optional = (name: string) => {
    const value = params.get(name);
    return value === null ? {} : { [name]: value };
  };
  // Passed on as it came: a missing or wrong parameter is the server's to name.
  const request = {
    response_type: params.get('response_type') ?? '',
    client_id: params.get('client_id') ?? '',
    redirect_uri: params.get('redirect_uri') ?? '',
    code_challenge: params.get('code_challenge') ?? '',
    code_challenge_method: params.get('code_challenge_method') ?? '',
    ...optional('state'),
    ...optional('scope'),
    ...optional('resource'),
  } as OAuthAuthorizationRequest;
  return <AuthorizePage request={request} here={`${location.pathname}${location.searchStr}`} />;
};

export const Route = createLazyRoute('/oauth/authorize')({ component: OAuthAuthorizeRoute });
