import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { passkeysSupported } from '../../../lib/passkeys.ts';
import { passkeyFailure, usePasskeySignIn } from '../api/sign-in.ts';

/**
 * "Sign in with a passkey" under the password form: the browser offers the passkeys it holds for
 * Rampart, and the one chosen signs in alone (it verified its holder). Absent where the browser
 * cannot use passkeys.
 */
export const PasskeySignIn = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const signIn = usePasskeySignIn();
  const [notice, setNotice] = useState<string | null>(null);
  if (!passkeysSupported()) return null;
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-border pt-4">
      {notice ? <FormMessage>{notice}</FormMessage> : null}
      <Button
        className="w-full"
        loading={signIn.isPending}
        onClick={() => {
          setNotice(null);
          signIn.mutate('sign-in', {
            onSuccess: onSignedIn,
            onError: (error) => setNotice(passkeyFailure(error)),
          });
        }}
      >
        <KeyRound aria-hidden />
        Sign in with a passkey
      </Button>
    </div>
  );
};
