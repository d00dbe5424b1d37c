import { deciderSpec } from '../../../../../test/support/decider-spec';
import { vendor, VendorCommand } from './vendor.decide';
import { VENDOR_CATEGORIES, VendorEvent } from './vendor.events';

const agentId = 'a0000000-0000-4000-8000-000000000001';
const otherAgent = 'a0000000-0000-4000-8000-000000000009';
const vendorId = 'b0000000-0000-4000-8000-000000000002';
const given = deciderSpec(vendor);

const details = {
  name: 'Hill Country Inspections',
  category: 'home_inspector' as const,
  contactName: 'Dana Reyes',
  company: 'HCI LLC',
  email: 'dana@hci.example',
  phone: '512-555-0100',
  website: null,
  notes: null,
};
const created: VendorEvent = { type: 'LibraryVendorCreated', data: { vendorId, agentId, ...details } };
const create = (vendorInput: Extract<VendorCommand, { type: 'CreateVendor' }>['vendor']): VendorCommand => ({ type: 'CreateVendor', vendorId, agentId, vendor: vendorInput });
const update = (changes: Extract<VendorCommand, { type: 'UpdateVendor' }>['changes'], by = agentId): VendorCommand => ({ type: 'UpdateVendor', vendorId, agentId: by, changes });

describe('a library vendor (spec 001 §2.4, §5, §8)', () => {
  it('has exactly the 13 library categories of spec 001 §3', () => {
    expect(VENDOR_CATEGORIES).toEqual([
      'home_inspector', 'lender', 'title_company', 'home_warranty', 'appraiser', 'surveyor', 'insurance',
      'contractor', 'attorney', 'escrow', 'photographer', 'stager', 'other',
    ]);
  });

  it('is created with its details tidied and blank optional fields saved as none', () => {
    given()
      .when(create({ name: '  Hill Country   Inspections ', category: 'home_inspector', contactName: ' Dana Reyes', company: 'HCI LLC', email: ' dana@hci.example ', phone: '512-555-0100', website: '   ', notes: '' }))
      .then([created]);
    given()
      .when(create({ name: 'Lone Star Title', category: 'title_company', notes: ' Ask for Pat.\r\nCloses fast. ' }))
      .then([{ type: 'LibraryVendorCreated', data: { vendorId, agentId, name: 'Lone Star Title', category: 'title_company', contactName: null, company: null, email: null, phone: null, website: null, notes: 'Ask for Pat.\nCloses fast.' } }]);
  });

  it('needs a name and one of the categories, and a valid address when one is given', () => {
    given().when(create({ name: ' \t', category: 'lender' })).thenFails(400, 'Name is required');
    given().when(create({ name: 'Pat', category: '' })).thenFails(400, 'Category is required');
    given().when(create({ name: 'Pat', category: 'plumber' })).thenFails(400, `Category must be one of ${VENDOR_CATEGORIES.join(', ')}`);
    given().when(create({ name: 'Pat', category: 'lender', email: 'pat at example' })).thenFails(400, 'Please enter a valid email address');
    given().when(create({ name: 'Pat', category: 'lender', website: 'javascript:alert(1)' })).thenFails(400, 'Website must be a web address (http or https)');
    given().when(create({ name: 'Pat', category: 'lender', website: 'not a site' })).thenFails(400, 'Website must be a web address (http or https)');
    given()
      .when(create({ name: 'Pat', category: 'lender', website: ' patlends.com ' }))
      .then([{ type: 'LibraryVendorCreated', data: { vendorId, agentId, name: 'Pat', category: 'lender', contactName: null, company: null, email: null, phone: null, website: 'https://patlends.com/', notes: null } }]);
    given().when(create({ name: 'x'.repeat(201), category: 'lender' })).thenFails(400, 'Name must be at most 200 characters');
    given().when(create({ name: 'Pat', category: 'lender', notes: 'x'.repeat(5001) })).thenFails(400, 'Notes must be at most 5000 characters');
  });

  it('is created once for one id (a retried create adds nothing)', () => {
    given(created).when(create({ name: 'Other', category: 'other' })).then([]);
  });

  it('is edited by its agent: omitted fields stay, blank or null clears, the same values are no change', () => {
    given(created)
      .when(update({ category: 'appraiser', phone: '  ', email: null }))
      .then([{ type: 'LibraryVendorUpdated', data: { vendorId, agentId, ...details, category: 'appraiser', phone: null, email: null } }]);
    given(created).when(update({ name: ' Hill Country Inspections ' })).then([]);
    given(created).when(update({ name: '' })).thenFails(400, 'Name is required');
  });

  it("refuses another agent's vendor with 403 and an unknown or deleted one with 404 (spec 001 §8)", () => {
    given(created).when(update({ name: 'Mine now' }, otherAgent)).thenFails(403, 'Forbidden - You do not own this vendor');
    given(created).when({ type: 'DeleteVendor', vendorId, agentId: otherAgent }).thenFails(403, 'Forbidden - You do not own this vendor');
    given().when(update({ name: 'Ghost' })).thenFails(404, 'Vendor not found in library');
    const deleted: VendorEvent = { type: 'LibraryVendorDeleted', data: { vendorId, agentId } };
    given(created, deleted).when(update({ name: 'Back' })).thenFails(404, 'Vendor not found in library');
    given(created, deleted).when({ type: 'DeleteVendor', vendorId, agentId }).thenFails(404, 'Vendor not found in library');
  });

  it('is deleted by its agent', () => {
    given(created).when({ type: 'DeleteVendor', vendorId, agentId }).then([{ type: 'LibraryVendorDeleted', data: { vendorId, agentId } }]);
  });

  it("seals the third party's details under the agent (ADR 0043)", () => {
    const rule = vendor.personalData!.LibraryVendorCreated as { subject: (d: unknown) => string; fields: readonly string[] };
    expect(rule.subject(created.data)).toBe(agentId);
    expect([...rule.fields].sort()).toEqual(['company', 'contactName', 'email', 'name', 'notes', 'phone', 'website']);
  });
});
