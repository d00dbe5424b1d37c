import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsString, IsUUID, MaxLength, ValidateBy, ValidateNested } from 'class-validator';
import { IntBetween, Omittable, OmittableOrNull } from '../../../platform/http/field-rules';
import { DATE_RANGE_TEXT, DEAL_DATE_DESCRIPTION, FIELD_LIMITS, fieldValueProblem, integerMaxOf } from './domain/field-values';
import {
  FIELD_ALIASES,
  FieldSpec,
  FieldValue,
  TRANSACTION_FIELDS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  TransactionStatus,
  TransactionType,
  isWizardStep,
  WIZARD_STEP_MAX,
} from './domain/transaction-fields';


/**
 * The deal's DTOs, generated from the catalogue (ADR 0020): one loop applies the validation and the
 * OpenAPI description of every field by its kind, so 250 fields are not written out by hand and a
 * field added to the catalogue is in every request, response and generated client at once.
 */

/** A JSON number within bounds, with one message for the first rule it breaks (never a list of three). */
const NumberBetween = (key: string, min: number, max: number) => {
  const problem = (value: unknown): string | null => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return `${key} must be a number`;
    if (value < min) return min === 0 ? `${key} must not be negative` : `${key} must be at least ${min}`;
    if (value > max) return `${key} must be at most ${max}`;
    return null;
  };
  return ValidateBy({
    name: 'numberBetween',
    validator: { validate: (value: unknown) => problem(value) === null, defaultMessage: (args) => problem(args?.value) ?? `${key} must be a number` },
  });
};

/** A date or date-time as the domain takes it (real calendar day, within DATE_RANGE): one rule, its message. */
const CatalogueDate = (field: FieldSpec) =>
  ValidateBy({
    name: 'catalogueDate',
    validator: { validate: (value: unknown) => fieldValueProblem(field, value) === null, defaultMessage: (args) => fieldValueProblem(field, args?.value) ?? `${field.key} is not valid` },
  });

function schemaOf(field: FieldSpec): ApiPropertyOptions {
  switch (field.kind) {
    case 'money':
      return { type: 'number', minimum: 0, maximum: FIELD_LIMITS.money, description: 'Whole US dollars or at most 2 decimal places' };
    case 'percent':
      return { type: 'number', minimum: 0, maximum: 100, description: 'From 0 to 100 in steps of 0.1' };
    case 'decimal':
      return { type: 'number', minimum: 0, multipleOf: 0.5 };
    case 'integer':
      return { type: 'integer', minimum: 0, maximum: integerMaxOf(field) };
    case 'date':
      return { type: 'string', format: 'date', example: '2026-12-18', description: DEAL_DATE_DESCRIPTION };
    case 'datetime':
      return { type: 'string', format: 'date-time', description: `From ${DATE_RANGE_TEXT} (UTC); a date-only value becomes UTC midnight of that day` };
    case 'enum':
      return { type: 'string', enum: [...field.values!] };
    case 'boolean':
      return { type: 'boolean' };
    case 'long_text':
      return { type: 'string', maxLength: FIELD_LIMITS.long_text };
    case 'email':
      return { type: 'string', format: 'email', maxLength: FIELD_LIMITS.text };
    default:
      return { type: 'string', maxLength: FIELD_LIMITS.text };
  }
}

/** The input rules of one field by its kind (the domain normalises and checks the finer rules). */
function validatorsOf(field: FieldSpec): PropertyDecorator[] {
  const { key, kind } = field;
  switch (kind) {
    case 'money':
      return [NumberBetween(key, 0, FIELD_LIMITS.money)];
    case 'percent':
      return [NumberBetween(key, 0, 100)];
    case 'decimal':
      return [NumberBetween(key, 0, 1000)];
    case 'integer':
      return [IntBetween(0, integerMaxOf(field), key)];
    case 'date':
    case 'datetime':
      return [CatalogueDate(field)];
    case 'boolean':
      return [IsBoolean({ message: `${key} must be true or false` })];
    case 'enum':
      // Legacy inspection contingency values are mapped by the domain (spec 001 §4), so any text passes here.
      return key === 'inspection_contingency_status'
        ? [IsString({ message: `${key} must be text` }), MaxLength(40, { message: `${key} must be one of ${field.values!.join(', ')}` })]
        : [IsIn([...field.values!, ''], { message: `${key} must be one of ${field.values!.join(', ')}` })];
    case 'long_text':
      return [IsString({ message: `${key} must be text` }), MaxLength(FIELD_LIMITS.long_text, { message: `${key} must be at most ${FIELD_LIMITS.long_text} characters` })];
    default:
      return [IsString({ message: `${key} must be text` }), MaxLength(FIELD_LIMITS.text, { message: `${key} must be at most ${FIELD_LIMITS.text} characters` })];
  }
}

type Mode = 'input' | 'response';

/** Applies the catalogue to a DTO class: every field optional and nullable in input, present (null when unset) in responses. */
export function withCatalogue(target: abstract new () => object, mode: Mode): void {
  const apply = (key: string, decorators: PropertyDecorator[]) => decorators.forEach((decorate) => decorate(target.prototype, key));
  for (const field of TRANSACTION_FIELDS) {
    const schema = { ...schemaOf(field), nullable: true };
    if (mode === 'response') apply(field.key, [ApiProperty({ ...schema, required: true } as ApiPropertyOptions)]);
    else apply(field.key, [ApiPropertyOptional(schema as ApiPropertyOptions), OmittableOrNull(), ...validatorsOf(field)]);
  }
  if (mode === 'input') {
    for (const [alias, key] of Object.entries(FIELD_ALIASES)) {
      const field = TRANSACTION_FIELDS.find((candidate) => candidate.key === key)!;
      apply(alias, [
        ApiPropertyOptional({ ...schemaOf(field), nullable: true, deprecated: true, description: `Alias of ${key}` } as ApiPropertyOptions),
        OmittableOrNull(),
        ...validatorsOf({ ...field, key: alias }),
      ]);
    }
  }
}

/** Catalogue keys → values; typed per field in the OpenAPI schema and the generated front-end client. */
export type CatalogueValues = { [key: string]: FieldValue | undefined };

/** The meta every deal response carries (contract: GET /transactions/:id). */
export class TransactionDto {
  [key: string]: unknown;

  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer', description: 'The stream version; send it back as If-Match "<version>"' }) version!: number;
  @ApiProperty({ enum: TRANSACTION_STATUSES }) status!: TransactionStatus;
  @ApiProperty({ enum: TRANSACTION_TYPES }) transaction_type!: TransactionType;
  @ApiProperty({ format: 'uuid' }) agent_id!: string;
  @ApiProperty({ type: String, nullable: true }) agent_name!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) client_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) client_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) client_email!: string | null;
  @ApiProperty({ type: String, nullable: true }) client_phone!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closed_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deleted_at!: string | null;
  @ApiProperty({ type: String, enum: TRANSACTION_STATUSES, nullable: true }) previous_status!: TransactionStatus | null;
  @ApiProperty({ type: 'integer', nullable: true }) wizard_step!: number | null;
  @ApiProperty({
    type: 'integer',
    isArray: true,
    description: 'The wizard steps a draft has passed (spec 001 §3 transaction_wizard_state.completed_steps, ADR 0076), in order; empty when none is recorded',
  })
  completed_steps!: number[];
  @ApiProperty({ description: "The deal's milestones were written by older rules (ADR 0029); always false for a client" }) integrity_warning!: boolean;
  @ApiProperty({ type: String, enum: ['ok', 'at_risk', 'overdue'], nullable: true }) compliance_status!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) percent_complete!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) progress_percentage!: number | null;
  @ApiProperty({ type: String, nullable: true }) next_milestone_type!: string | null;
  @ApiProperty({ type: String, nullable: true }) next_milestone_name!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) next_milestone_date!: string | null;
  @ApiProperty({
    example: 'America/Chicago',
    description: "The zone the property's state (and county) implies (IANA, ADR 0032), a draft's too: every time of the deal is read and typed in it",
  })
  time_zone!: string;
}
withCatalogue(TransactionDto, 'response');

export class WizardContactDto {
  @ApiProperty({ example: 'lender', maxLength: 100 })
  @IsString({ message: 'Contact role must be text' })
  @MaxLength(100, { message: 'Contact role must be at most 100 characters' })
  role!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: FIELD_LIMITS.text })
  @OmittableOrNull()
  @IsString({ message: 'Custom role must be text' })
  @MaxLength(FIELD_LIMITS.text, { message: `Custom role must be at most ${FIELD_LIMITS.text} characters` })
  custom_role?: string | null;

  @ApiProperty({ maxLength: FIELD_LIMITS.text })
  @IsString({ message: 'Contact name must be text' })
  @MaxLength(FIELD_LIMITS.text, { message: `Contact name must be at most ${FIELD_LIMITS.text} characters` })
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: FIELD_LIMITS.text })
  @OmittableOrNull()
  @IsString({ message: 'Contact company must be text' })
  @MaxLength(FIELD_LIMITS.text, { message: `Contact company must be at most ${FIELD_LIMITS.text} characters` })
  company?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'email', maxLength: FIELD_LIMITS.text })
  @OmittableOrNull()
  @IsString({ message: 'Contact email must be text' })
  @MaxLength(FIELD_LIMITS.text, { message: `Contact email must be at most ${FIELD_LIMITS.text} characters` })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 })
  @OmittableOrNull()
  @IsString({ message: 'Contact phone must be text' })
  @MaxLength(50, { message: 'Contact phone must be at most 50 characters' })
  phone?: string | null;

  @ApiPropertyOptional({ type: Boolean, default: false })
  @Omittable()
  @IsBoolean({ message: 'is_agent_only must be true or false' })
  is_agent_only?: boolean;
}

/** Spec 001 §2.6 wizard: a deal's type, client, contacts, step and any catalogue fields. */
export class TransactionDraftDto {
  [key: string]: unknown;

  @ApiProperty({ enum: TRANSACTION_TYPES })
  @IsIn(TRANSACTION_TYPES, { message: `transaction_type must be one of ${TRANSACTION_TYPES.join(', ')}` })
  transaction_type!: TransactionType;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @OmittableOrNull()
  @IsUUID('all', { message: 'client_id must be a UUID' })
  client_id?: string | null;

  @ApiPropertyOptional({ type: [WizardContactDto], maxItems: 50 })
  @Omittable()
  @IsArray({ message: 'contacts must be a list' })
  @ArrayMaxSize(50, { message: 'contacts must have at most 50 entries' })
  @ValidateNested({ each: true })
  @Type(() => WizardContactDto)
  contacts?: WizardContactDto[];

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: WIZARD_STEP_MAX })
  @OmittableOrNull()
  @IntBetween(0, WIZARD_STEP_MAX, 'wizard_step')
  wizard_step?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    isArray: true,
    nullable: true,
    minimum: 0,
    maximum: WIZARD_STEP_MAX,
    maxItems: WIZARD_STEP_MAX + 1,
    description: "The wizard steps passed so far (ADR 0076): the stepper's labels go straight to them after a reload",
  })
  @OmittableOrNull()
  @ValidateBy({
    name: 'wizardSteps',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) && value.length <= WIZARD_STEP_MAX + 1 && value.every(isWizardStep),
      // One plain sentence whatever is wrong with it (issue 20 item 4: no validator text reaches a person).
      defaultMessage: () => `completed_steps must be a list of at most ${WIZARD_STEP_MAX + 1} step numbers from 0 to ${WIZARD_STEP_MAX}`,
    },
  })
  completed_steps?: number[] | null;
}
withCatalogue(TransactionDraftDto, 'input');

export class CreateTransactionDto extends TransactionDraftDto {
  @ApiPropertyOptional({ type: Boolean, default: false, description: 'Save Draft: status draft, nothing required but transaction_type' })
  @Omittable()
  @IsBoolean({ message: 'as_draft must be true or false' })
  as_draft?: boolean;
}
