import { IdentityMessages } from './identity.errors';
import { profileChanges } from './profile-changes';

const current = { fullName: 'Morgan Reyes', phone: '512-555-0142', company: null, licenseNumber: 'TX-1' };

/** The own-profile and client-profile edits share registration's rules (spec 000 §5) and record only what differs. */
describe('profile changes', () => {
  it('keeps only the keys whose trimmed value differs; blank and null clear an optional one', () => {
    expect(profileChanges({ fullName: ' Morgan Reyes ', phone: '512-555-0142', company: ' Hill Country ', licenseNumber: '' }, current)).toEqual({
      company: 'Hill Country',
      licenseNumber: null,
    });
    expect(profileChanges({ phone: null }, current)).toEqual({ phone: null });
    expect(profileChanges({}, current)).toEqual({});
  });

  it("refuses a blank name and any value over 200 characters with the form's messages", () => {
    expect(() => profileChanges({ fullName: '  ' }, current)).toThrow(IdentityMessages.fullNameRequired);
    expect(() => profileChanges({ licenseNumber: 'x'.repeat(201) }, current)).toThrow('License number must be at most 200 characters');
    expect(profileChanges({ licenseNumber: 'x'.repeat(200) }, current)).toEqual({ licenseNumber: 'x'.repeat(200) });
  });
});
