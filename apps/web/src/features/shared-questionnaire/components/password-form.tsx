import { useRef, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { passwordProblem } from '../lib/refusals.ts';

type Props = {
  pending: boolean;
  /** The server's refusal of the last try (wrong, or too many tries), if any. */
  error: unknown;
  onSubmit: (password: string) => void;
};

/** §5 Share link: the password, asked for only because the link is protected. */
export const PasswordForm = ({ pending, error, onSubmit }: Props) => {
  const [password, setPassword] = useState('');
  const [blank, setBlank] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setBlank(true);
      input.current?.focus();
      return;
    }
    setBlank(false);
    onSubmit(password);
  };
  const message = blank
    ? 'Enter the password for this link'
    : error
      ? passwordProblem(error)
      : undefined;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label="Password" error={message}>
        {(p) => (
          <Input
            {...p}
            ref={input}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="primary" loading={pending}>
        {pending ? null : <KeyRound aria-hidden />}
        Open questionnaire
      </Button>
    </form>
  );
};
