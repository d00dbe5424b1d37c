import { EMAIL_MAX_LENGTH } from '@contract/shared-rules';

import { Input, type InputProps } from './input';

/*
 * The inputs every form asks for in the same way: the browser's autofill hint, the input type and the
 * contract's length limit come with them, so a form states only its own label, rules and binding.
 */

type PresetProps = Omit<InputProps, 'type' | 'label'> & { label?: InputProps['label'] };

/** An e-mail address: type email, autofill, the contract's 254-character limit; labelled "Email". */
export function EmailInput({ label = 'Email', name = 'email', ...props }: PresetProps) {
  return <Input label={label} type="email" name={name} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...props} />;
}

/** A person's name, with the browser's name autofill; labelled "Name". */
export function NameInput({ label = 'Name', name = 'name', ...props }: PresetProps) {
  return <Input label={label} name={name} autoComplete="name" {...props} />;
}

/** A password: `current` signs in, `new` chooses one (so password managers offer to generate it). */
export function PasswordInput({ purpose, label = 'Password', name = 'password', ...props }: PresetProps & { purpose: 'current' | 'new' }) {
  return <Input label={label} type="password" name={name} autoComplete={`${purpose}-password`} {...props} />;
}
