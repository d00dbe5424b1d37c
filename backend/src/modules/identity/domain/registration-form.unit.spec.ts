import { ValidationError } from '../../../platform/errors/domain-error';
import { normalizeEmail, RegistrationForm, typedEmail, validateNewPassword, validateRegistration } from './registration-form';
import { detectImage, MAX_LOGO_BYTES } from './logo';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const valid: RegistrationForm = {
  fullName: ' Ana Ruiz ',
  email: ' Ana@Example.com ',
  phone: '',
  company: 'Hill Country Realty',
  licenseNumber: undefined,
  inviteCode: 'K7Q2-M9XA-3BDF',
  password: 'secret',
  confirmPassword: 'secret',
  acceptTerms: 'true',
  acceptResponsibility: 'true',
};

const failsWith = (form: RegistrationForm, message: string) => {
  expect(() => validateRegistration(form)).toThrow(ValidationError);
  expect(() => validateRegistration(form)).toThrow(message);
};

describe('registration form (spec 000 §5)', () => {
  it('accepts a complete form, trimming the e-mail and keeping its case as typed; empty optionals become null', () => {
    expect(validateRegistration(valid)).toEqual({
      fullName: 'Ana Ruiz',
      email: 'Ana@Example.com',
      phone: null,
      company: 'Hill Country Realty',
      licenseNumber: null,
      inviteCode: 'K7Q2-M9XA-3BDF',
      password: 'secret',
      logo: null,
    });
  });

  it('keys an address in lower case for look-ups, and keeps it as typed for display (issue 11)', () => {
    expect(normalizeEmail(' Ana.Ruiz@Example.COM ')).toBe('ana.ruiz@example.com');
    expect(typedEmail(' Ana.Ruiz@Example.COM ')).toBe('Ana.Ruiz@Example.COM');
  });

  it('requires full name and a valid email', () => {
    failsWith({ ...valid, fullName: '  ' }, 'Full name is required');
    failsWith({ ...valid, email: '' }, 'Email is required');
    failsWith({ ...valid, email: 'not-an-address' }, 'Please enter a valid email address');
  });

  it('requires both checkboxes', () => {
    failsWith({ ...valid, acceptTerms: 'false' }, 'Please agree to the terms and responsibilities to continue.');
    failsWith({ ...valid, acceptResponsibility: undefined }, 'Please agree to the terms and responsibilities to continue.');
  });

  it('checks that passwords match before their length', () => {
    failsWith({ ...valid, password: 'abc', confirmPassword: 'abd' }, 'Passwords do not match');
    failsWith({ ...valid, password: 'abcde', confirmPassword: 'abcde' }, 'Password must be at least 6 characters');
    expect(validateNewPassword('abcdef', 'abcdef')).toBe('abcdef');
  });

  it('requires the invite code after the passwords', () => {
    failsWith({ ...valid, inviteCode: ' ' }, 'Please enter your invite code');
    failsWith({ ...valid, inviteCode: '', password: 'a', confirmPassword: 'a' }, 'Password must be at least 6 characters');
  });

  it('accepts an image logo of at most 5 MB, by content', () => {
    expect(validateRegistration({ ...valid, logo: { bytes: PNG, size: MAX_LOGO_BYTES } }).logo).toMatchObject({
      contentType: 'image/png',
      extension: 'png',
      size: MAX_LOGO_BYTES,
    });
    failsWith({ ...valid, logo: { bytes: Buffer.from('%PDF-1.7 not an image'), size: 20 } }, 'Please upload an image file');
    failsWith({ ...valid, logo: { bytes: PNG, size: MAX_LOGO_BYTES + 1 } }, 'Logo file size must be less than 5MB');
  });
});

describe('logo detection by magic bytes', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['GIF', Buffer.from('GIF89a......'), 'image/gif'],
    ['WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['SVG with prolog', Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg viewBox="0 0 1 1"></svg>'), 'image/svg+xml'],
  ])('%s', (_, bytes, type) => {
    expect(detectImage(bytes)?.contentType).toBe(type);
  });

  it.each([
    ['an HTML page', Buffer.from('<html><svg></svg></html>')],
    ['a PDF', Buffer.from('%PDF-1.7')],
    ['an executable named .png', Buffer.from([0x4d, 0x5a, 0x90, 0x00])],
    ['empty', Buffer.alloc(0)],
    ['binary with <svg', Buffer.concat([Buffer.from('<svg '), Buffer.from([0, 1, 2])])],
  ])('refuses %s', (_, bytes) => {
    expect(detectImage(bytes)).toBeNull();
  });
});
