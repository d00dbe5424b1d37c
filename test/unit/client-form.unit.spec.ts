import { ClientMessages, validateNewClient } from '../../backend/src/modules/identity/domain/client-form';

/** Spec 001 §5 "Create client": the order of the checks and their messages. */
describe('validateNewClient', () => {
  const fails = (form: Parameters<typeof validateNewClient>[0]) => {
    try {
      validateNewClient(form);
    } catch (error) {
      return (error as Error).message;
    }
    return null;
  };

  it('trims, treats a blank phone as none and keeps the password as typed', () => {
    expect(validateNewClient({ fullName: ' Ana ', email: ' ana@example.com ', phone: '  ', password: ' twelve chars ' })).toEqual({
      fullName: 'Ana',
      email: 'ana@example.com',
      phone: null,
      password: ' twelve chars ',
    });
    expect(validateNewClient({ fullName: 'Ana', email: 'ana@example.com' }).password).toBeNull();
  });

  it('answers the first rule broken: name and e-mail, then the address, then the password', () => {
    expect(fails({ fullName: '', email: 'bad', password: 'x' })).toBe(ClientMessages.nameAndEmailRequired);
    expect(fails({ fullName: 'Ana', email: null })).toBe(ClientMessages.nameAndEmailRequired);
    expect(fails({ fullName: 'Ana', email: 'bad', password: 'x' })).toBe(ClientMessages.emailInvalid);
    expect(fails({ fullName: 'Ana', email: 'ana@example.com', password: 'x'.repeat(11) })).toBe(ClientMessages.passwordTooShort);
    expect(fails({ fullName: 'Ana', email: 'ana@example.com', password: '' })).toBe(ClientMessages.passwordTooShort);
    expect(fails({ fullName: 'Ana', email: 'ana@example.com', password: 'x'.repeat(12) })).toBeNull();
  });
});
