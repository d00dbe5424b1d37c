import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { DocumentTitle } from '@/components/document-title';
import { FieldControl } from '@/components/fields/field-control';
import { AgentLayout } from '@/components/layouts/area-layouts';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldGrid, FieldGridFull } from '@/components/ui/form-layout';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { etagOf } from '@/shared/api/concurrency';
import { errorMessage } from '@/shared/api/error-message';
import { useOncePerSubmission } from '@/shared/api/idempotency';
import {
  useCreateTransactionMutation,
  useGetTransactionQuery,
  useListMyClientsQuery,
  useListTransactionContactsQuery,
  useSaveTransactionDraftMutation,
  useSubmitTransactionDraftMutation,
  type CreateTransactionDto,
  type TransactionDto,
} from '@/shared/api/generated';
import { selectToken, useAuth } from '@/shared/auth/auth-store';
import type { DraftValue } from '@/shared/fields/field-def';
import { draftOf } from '@/shared/fields/field-values';

import { CreateClientModal, type NewTransactionLocationState } from '../components/clients/create-client-modal';
import { useDateSuggestions, WizardDateSuggestion } from '../components/wizard/wizard-date-suggestion';
import { WizardFilePicker } from '../components/wizard/wizard-file-picker';
import { WizardKeyContacts } from '../components/wizard/wizard-key-contacts';
import { WizardReview } from '../components/wizard/wizard-review';
import { applyWizardEdit, firstInvalidStep, sanitizeWizardPayload, validateStep, withClientAsParty, wizardContacts, type PickedClient, type StepErrors } from '../components/wizard/wizard-rules';
import { WizardStepIndicator } from '../components/wizard/wizard-step-indicator';
import { initialWizardDraft, REVIEW_STEP_INDEX, WIZARD_FIELDS, WIZARD_STEPS } from '../components/wizard/wizard-steps';
import { filesToUpload, SECTION_UPLOADS, uploadWizardFiles, withoutTexasFiles, type WizardFiles } from '../components/wizard/wizard-uploads';
import styles from '../components/wizard/wizard.module.css';

/** Spec 001 §8, verbatim. */
const CREATE_FAILED = 'Failed to create transaction. Please try again.';
const DRAFT_SAVED = 'Draft saved successfully! You can find it in your dashboard.';
const DRAFT_FAILED = 'Failed to save draft. Please try again.';

type Busy = null | 'draft' | 'uploading' | 'creating';

/**
 * The new-transaction wizard (/dashboard/agent/transactions/new, spec 001 §2.6): eight steps, each
 * validated before Next (§4 "Wizard flow"), Save Draft at any step, and Create Transaction on the
 * review step, which creates the deal (or submits the resumed draft), uploads the chosen files and
 * opens the new deal's detail page. `?draft=<id>` resumes a saved draft.
 */
export default function NewTransactionPage() {
  const [params] = useSearchParams();
  const resumeId = params.get('draft');
  const draft = useGetTransactionQuery({ id: resumeId ?? '' }, { skip: !resumeId });
  if (resumeId && !draft.data) {
    return (
      <AgentLayout>
        <DocumentTitle title="New Transaction" />
        <PageHeader title="New Transaction" />
        {draft.isError ? (
          <Alert
            tone="error"
            title={errorMessage(draft.error, 'Failed to load the draft')}
            action={
              <Button variant="secondary" size="sm" onClick={() => void draft.refetch()}>
                Retry
              </Button>
            }
          />
        ) : (
          <Card>
            <div aria-busy="true" aria-label="Loading the draft">
              <Skeleton height="2rem" />
              <Skeleton height="12rem" />
            </div>
          </Card>
        )}
      </AgentLayout>
    );
  }
  return <Wizard key={draft.data?.id ?? 'new'} resumed={draft.data ?? null} />;
}

function startingDraft(resumed: TransactionDto | null): Record<string, DraftValue> {
  if (!resumed) return initialWizardDraft();
  const stored = draftOf(WIZARD_FIELDS, resumed as unknown as Record<string, unknown>);
  const next = { ...initialWizardDraft(), ...Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== '' && value !== false)) };
  if (next.final_walkthrough_datetime) next.schedule_walkthrough = true;
  return next;
}

/** A resumed draft's furthest step: where it was saved, or the step after the last one passed (ADR 0076). */
function furthestReached(resumed: TransactionDto | null): number {
  const passed = resumed?.completed_steps ?? [];
  return Math.min(Math.max(resumed?.wizard_step ?? 0, ...passed.map((step) => step + 1)), REVIEW_STEP_INDEX);
}

function Wizard({ resumed }: { resumed: TransactionDto | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const token = useAuth(selectToken);
  const preselected = (location.state as NewTransactionLocationState | null)?.clientId ?? null;

  const [stepIndex, setStepIndexOnly] = useState(() => Math.min(resumed?.wizard_step ?? 0, REVIEW_STEP_INDEX));
  // The steps passed with Next, kept with the draft (completed_steps, ADR 0076), so after a reload the stepper still reaches them.
  const [completed, setCompleted] = useState<readonly number[]>(() => resumed?.completed_steps ?? []);
  // The furthest step reached: the stepper jumps back and forth between those (issue 20 item 1).
  const [furthest, setFurthest] = useState(() => furthestReached(resumed));
  const setStepIndex = (index: number) => {
    setStepIndexOnly(index);
    setFurthest((reached) => Math.max(reached, index));
  };
  // Something typed since the last save: Cancel asks before it is lost.
  const [dirty, setDirty] = useState(false);
  const [discardOpen, setDiscardOpen] = useState(false);
  const [values, setValues] = useState<Record<string, DraftValue>>(() => startingDraft(resumed));
  const [clientId, setClientId] = useState<string | null>(resumed?.client_id ?? preselected);
  const [errors, setErrors] = useState<StepErrors>({});
  const [files, setFiles] = useState<WizardFiles>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [clientModalOpen, setClientModalOpen] = useState(false);
  const [draftId, setDraftId] = useState<string | null>(resumed?.id ?? null);
  const [draftVersion, setDraftVersion] = useState<number | null>(resumed?.version ?? null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const clients = useListMyClientsQuery();
  // One key for the wizard's submission (a draft's first save or the create): a double click or a retry creates one deal.
  const createTransaction = useOncePerSubmission(useCreateTransactionMutation()[0]);
  const [saveDraft] = useSaveTransactionDraftMutation();
  const [submitDraft] = useSubmitTransactionDraftMutation();
  // Key contacts are the draft's own, saved through its contacts API (ADR 0080): a resumed draft reads them back.
  const draftContacts = useListTransactionContactsQuery({ id: draftId ?? '' }, { skip: draftId === null });
  const keyContacts = (draftContacts.data ?? []).filter((contact) => contact.standalone);
  const live = useGetTransactionQuery({ id: draftId ?? '' }, { skip: draftId === null });
  // A contact saved moves the draft's version: the next Save Draft sends the version it made.
  const readVersion = () => {
    if (draftId === null) return;
    void live
      .refetch()
      .unwrap()
      .then((deal) => setDraftVersion((known) => Math.max(known ?? 0, deal.version)))
      .catch(() => undefined);
  };

  const step = WIZARD_STEPS[stepIndex]!;
  const isReview = stepIndex === REVIEW_STEP_INDEX;

  // Each step change moves focus to the step's heading, so keyboard and screen-reader users start there.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepIndex]);

  const edit = (key: string, value: DraftValue) => {
    setDirty(true);
    setValues((previous) => applyWizardEdit(previous, key, value));
    // Leaving Texas clears the T-47 and MUD/PID files with their fields (wizard-rules), so coming back shows empty slots.
    if (key === 'property_state' && value !== 'TX') setFiles((previous) => withoutTexasFiles(previous));
    setErrors((previous) => {
      if (!previous[key]) return previous;
      const next = { ...previous };
      delete next[key];
      return next;
    });
  };

  const goTo = (index: number) => {
    setErrors({});
    setStepIndex(index);
  };

  const next = () => {
    const found = validateStep(stepIndex, values, clientId);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Focus the first field in error so its message is read out.
      const first = Object.keys(found)[0];
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[name="${first}"], #wizard-${first}`)?.focus());
      return;
    }
    setCompleted((passed) => (passed.includes(stepIndex) ? passed : [...passed, stepIndex].sort((a, b) => a - b)));
    setStepIndex(stepIndex + 1);
  };

  const body = (): CreateTransactionDto => ({
    ...(sanitizeWizardPayload(values) as Omit<CreateTransactionDto, 'transaction_type'>),
    transaction_type: (values.transaction_type || 'buyer') as CreateTransactionDto['transaction_type'],
    ...(clientId ? { client_id: clientId } : {}),
    contacts: wizardContacts(values),
    wizard_step: stepIndex,
    completed_steps: [...completed],
  });

  // The preview needs no contacts nor the wizard's position; only the deal's fields.
  const { contacts: _contacts, wizard_step: _step, completed_steps: _completed, ...previewBody } = body();
  // Once the effective date is known, the contract's dates are offered beside their fields (issue 20 item 1).
  const suggestions = useDateSuggestions(step.id, values, previewBody);
  const takeSuggestion = (key: string, date: string) => {
    edit(key, date);
    // The suggestion goes once taken: focus moves to the field, which reads out its new value.
    requestAnimationFrame(() => document.getElementById(`wizard-${key}`)?.focus());
  };

  /** Save Draft; true when it saved. */
  const saveTheDraft = async (): Promise<boolean> => {
    setBusy('draft');
    try {
      const saved =
        draftId === null
          ? await createTransaction({ createTransactionDto: { ...body(), as_draft: true } }).unwrap()
          : await saveDraft({ id: draftId, transactionDraftDto: body(), ...(draftVersion !== null ? { 'If-Match': etagOf(draftVersion) } : {}) }).unwrap();
      setDraftId(saved.id);
      setDraftVersion(saved.version);
      setDirty(false);
      toast({ title: DRAFT_SAVED, tone: 'success' });
      return true;
    } catch (error) {
      toast({ title: errorMessage(error, DRAFT_FAILED), tone: 'error' });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const onCreate = async () => {
    setSubmitError(null);
    // A resumed draft may open on a later step with an earlier one incomplete: that step is shown with its errors.
    const invalid = firstInvalidStep(values, clientId);
    if (invalid !== null && invalid !== stepIndex) {
      setStepIndex(invalid);
      setErrors(validateStep(invalid, values, clientId));
      return;
    }
    setBusy('creating');
    try {
      const created =
        draftId === null
          ? await createTransaction({ createTransactionDto: body() }).unwrap()
          : await submitDraft({ id: draftId, transactionDraftDto: body(), ...(draftVersion !== null ? { 'If-Match': etagOf(draftVersion) } : {}) }).unwrap();
      const { warnings } = await uploadWizardFiles(created.id, filesToUpload(files, values), token, () => setBusy('uploading'));
      for (const warning of warnings) toast({ title: warning, tone: 'error' });
      void navigate(paths.agent.detail.href(created.id));
    } catch (error) {
      setSubmitError(errorMessage(error, CREATE_FAILED));
      setBusy(null);
    }
  };

  // The chosen client is the deal's buyer (or seller): their details fill that party's fields.
  const chooseClient = (id: string | null, created?: PickedClient) => {
    const find = (wanted: string | null) => (wanted ? (clients.data ?? []).find((client) => client.id === wanted) ?? null : null);
    const previous = find(clientId);
    setClientId(id);
    setDirty(true);
    setValues((draft) => withClientAsParty(draft, created ?? find(id), previous));
  };
  const clientOptions = (clients.data ?? []).map((client) => ({ value: client.id, label: `${client.full_name} (${client.email})` }));
  const clientName = (clients.data ?? []).find((client) => client.id === clientId)?.full_name ?? resumed?.client_name ?? null;
  const pickFile = (slot: keyof WizardFiles) => (file: File | undefined) => setFiles((previous) => ({ ...previous, [slot]: file }));
  // The resale certificate and the appraisal report are picked in their own sections (spec 001 §2.6).
  const sectionUpload = (sectionId: string) => {
    const upload = SECTION_UPLOADS[sectionId];
    return upload && <WizardFilePicker {...upload} file={files[upload.slot]} onChange={pickFile(upload.slot)} />;
  };
  const isTexas = values.property_state === 'TX';

  return (
    <AgentLayout>
      <DocumentTitle title="New Transaction" />
      <PageHeader title="New Transaction" description={draftId ? 'Resuming a saved draft.' : 'Set up a deal step by step; save a draft at any point.'} />
      <div className={styles.layout}>
        <WizardStepIndicator current={stepIndex} furthest={furthest} onJump={goTo} />
        <Card>
          <div className={styles.sections}>
            <h2 ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
              {step.title}
            </h2>
            {step.id === 'basics' && (
              <section aria-labelledby="wizard-client-heading">
                <h3 id="wizard-client-heading" className={styles.sectionTitle}>
                  Client
                </h3>
                {clients.isError ? (
                  <Alert
                    tone="error"
                    title={errorMessage(clients.error, 'Failed to load clients')}
                    action={
                      <Button variant="secondary" size="sm" onClick={() => void clients.refetch()}>
                        Retry
                      </Button>
                    }
                  />
                ) : clients.isLoading ? (
                  <Skeleton height="2.5rem" />
                ) : (
                  <div className={styles.clientRow}>
                    <div className={styles.clientSelect}>
                      <Select
                        id="wizard-client_id"
                        label="Client"
                        required
                        placeholder={clientOptions.length === 0 ? 'No clients yet: create one' : 'Choose a client'}
                        options={clientOptions}
                        value={clientId ?? ''}
                        error={errors.client_id}
                        onValueChange={(value) => {
                          chooseClient(value || null);
                          setErrors((previous) => ({ ...previous, client_id: '' }));
                        }}
                      />
                    </div>
                    <Button variant="secondary" onClick={() => setClientModalOpen(true)}>
                      Create new client
                    </Button>
                  </div>
                )}
              </section>
            )}
            {step.sections
              .filter((section) => !section.visibleWhen || section.visibleWhen(values))
              .map((section) => (
                <section key={section.id} aria-labelledby={`wizard-section-${section.id}`}>
                  <h3 id={`wizard-section-${section.id}`} className={styles.sectionTitle}>
                    {section.title}
                  </h3>
                  <FieldGrid>
                    {section.fields
                      .filter((def) => !def.visibleWhen || def.visibleWhen(values))
                      .map((def) => {
                        const control = (
                          <FieldControl
                            key={def.key}
                            def={def}
                            id={`wizard-${def.key}`}
                            value={values[def.key]}
                            error={errors[def.key] || undefined}
                            disabled={def.key === 'loan_amount'}
                            onChange={(value) => edit(def.key, value)}
                          />
                        );
                        const suggestion = suggestions[def.key];
                        if (suggestion) {
                          return (
                            <div key={def.key}>
                              {control}
                              <WizardDateSuggestion field={def} suggestion={suggestion} onUse={(date) => takeSuggestion(def.key, date)} />
                            </div>
                          );
                        }
                        return def.kind === 'text' && def.multiline ? <FieldGridFull key={def.key}>{control}</FieldGridFull> : control;
                      })}
                    {sectionUpload(section.id)}
                  </FieldGrid>
                </section>
              ))}
            {step.id === 'property' && (
              <WizardFilePicker slot="photo" label="Property photo" hint="An image, at most 5MB." file={files.photo} onChange={pickFile('photo')} />
            )}
            {step.id === 'additional' && (
              <WizardKeyContacts
                draft={draftId === null ? null : { id: draftId, version: draftVersion ?? 0, onReload: readVersion, reloading: live.isFetching }}
                transactionType={String(values.transaction_type || 'buyer')}
                contacts={keyContacts}
                saveDraft={saveTheDraft}
                onChanged={readVersion}
              />
            )}
            {step.id === 'additional' && (
              <section aria-labelledby="wizard-section-documents">
                <h3 id="wizard-section-documents" className={styles.sectionTitle}>
                  Documents
                </h3>
                <FieldGrid>
                  <WizardFilePicker
                    slot="contract"
                    label="Executed contract"
                    hint="PDF or Word, at most 10MB."
                    file={files.contract}
                    onChange={pickFile('contract')}
                  />
                  <WizardFilePicker
                    slot="sellers_disclosure"
                    label="Seller's disclosure"
                    hint="PDF, DOC or DOCX."
                    file={files.sellers_disclosure}
                    onChange={pickFile('sellers_disclosure')}
                  />
                  <WizardFilePicker slot="survey" label="Survey" hint="PDF, DOC or DOCX." file={files.survey} onChange={pickFile('survey')} />
                  {isTexas && <WizardFilePicker slot="t47" label="T-47 affidavit" hint="PDF." file={files.t47} onChange={pickFile('t47')} />}
                  {isTexas && <WizardFilePicker slot="mud_pid" label="MUD/PID notice" hint="PDF." file={files.mud_pid} onChange={pickFile('mud_pid')} />}
                </FieldGrid>
              </section>
            )}
            {isReview && (
              <WizardReview
                draft={values}
                clientId={clientId}
                clientName={clientName}
                hasContract={Boolean(files.contract)}
                keyContacts={keyContacts}
                onEditStep={goTo}
                previewBody={previewBody}
              />
            )}
            {submitError && (
              <Alert tone="error" title="Could not create the transaction">
                {submitError}
              </Alert>
            )}
          </div>
        </Card>
        <div className={styles.actions}>
          <div className={styles.actionGroup}>
            <Button variant="ghost" onClick={() => (dirty ? setDiscardOpen(true) : void navigate(paths.agent.dashboard.href()))}>
              Cancel
            </Button>
            {stepIndex > 0 && (
              <Button variant="secondary" onClick={() => goTo(stepIndex - 1)} disabled={busy !== null}>
                Back
              </Button>
            )}
          </div>
          <div className={styles.actionGroup}>
            <Button variant="secondary" onClick={() => void saveTheDraft()} loading={busy === 'draft'} loadingText="Saving..." disabled={busy !== null}>
              Save Draft
            </Button>
            {isReview ? (
              <Button
                onClick={() => void onCreate()}
                loading={busy === 'creating' || busy === 'uploading'}
                loadingText={busy === 'uploading' ? 'Uploading contract...' : 'Creating...'}
                disabled={busy !== null}
              >
                Create Transaction
              </Button>
            ) : (
              <Button onClick={next} disabled={busy !== null}>
                Next
              </Button>
            )}
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={discardOpen}
        title="Discard this transaction?"
        description={draftId ? 'What you entered since the draft was last saved will be lost.' : 'What you entered will be lost. Save Draft keeps it for later.'}
        confirmLabel="Discard"
        working={false}
        onConfirm={() => void navigate(paths.agent.dashboard.href())}
        onCancel={() => setDiscardOpen(false)}
      />
      <CreateClientModal
        open={clientModalOpen}
        variant="wizard"
        onClose={() => setClientModalOpen(false)}
        onCreated={(client) => {
          chooseClient(client.id, client);
          setErrors((previous) => ({ ...previous, client_id: '' }));
        }}
      />
    </AgentLayout>
  );
}
