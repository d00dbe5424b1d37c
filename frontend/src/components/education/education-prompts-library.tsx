import { useEffect, useMemo, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/shared/api/error-message';
import {
  useCreateEducationPromptMutation,
  useDeleteEducationPromptMutation,
  useListEducationPromptsQuery,
  useUpdateEducationPromptMutation,
  type EducationPromptDto,
} from '@/shared/api/generated';

import styles from './education.module.css';

/** Spec 001 §2.3 / §5, verbatim. */
export const EDUCATION_LIBRARY_TEXT = {
  required: 'All fields are required',
  saved: 'Saved successfully!',
  empty: 'No prompts found',
  deleteConfirm: (title: string) => `Delete "${title}"? This cannot be undone.`,
} as const;

/** 'Saved successfully!' stays this long before the list comes back (spec 001 §2.3). */
export const SAVED_VISIBLE_MS = 2_000;
/** The server's limit for the text (education-prompt.decide.ts). */
export const EDUCATION_TEXT_MAX = 5000;

const ALL = 'all';
const CUSTOM = 'custom';
const SYSTEM = 'system';

type Editing = { mode: 'create' } | { mode: 'edit'; prompt: EducationPromptDto };

/**
 * The Education Prompts Library (spec 001 §2.3): the system defaults (read-only) and the agent's own
 * texts, with stats, search, a filter by origin or milestone type, and create / edit / delete.
 * Opened from the dashboard's Quick Actions and from agent settings.
 */
export function EducationPromptsLibrary({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && <LibraryDialog />}
    </Dialog>
  );
}

function LibraryDialog() {
  const { data, isLoading, isError, refetch } = useListEducationPromptsQuery({});
  const [editing, setEditing] = useState<Editing | null>(null);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState(ALL);
  const [deleting, setDeleting] = useState<EducationPromptDto | null>(null);

  const prompts = useMemo(() => data ?? [], [data]);
  const typeOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const prompt of prompts) if (!seen.has(prompt.milestone_type)) seen.set(prompt.milestone_type, prompt.milestone_name);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [prompts]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return prompts.filter((prompt) => {
      if (filter === CUSTOM && prompt.is_default) return false;
      if (filter === SYSTEM && !prompt.is_default) return false;
      if (filter !== ALL && filter !== CUSTOM && filter !== SYSTEM && prompt.milestone_type !== filter) return false;
      if (!needle) return true;
      return [prompt.title, prompt.prompt_text, prompt.milestone_name].some((text) => text.toLowerCase().includes(needle));
    });
  }, [prompts, filter, search]);
  const custom = prompts.filter((prompt) => !prompt.is_default).length;

  if (editing) {
    return <PromptForm editing={editing} typeOptions={typeOptions} onDone={() => setEditing(null)} />;
  }
  return (
    <DialogContent
      size="lg"
      title="Education Prompts Library"
      description="The texts your clients read about each milestone. System defaults are read-only; write your own for any milestone type."
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      {isLoading ? (
        <Skeleton height="12rem" />
      ) : isError ? (
        <Alert tone="error" action={<Button size="sm" variant="secondary" onClick={() => void refetch()}>Try again</Button>}>
          Failed to load education prompts
        </Alert>
      ) : (
        <>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>Total Prompts</dt>
              <dd>{prompts.length}</dd>
            </div>
            <div className={styles.stat}>
              <dt>Custom</dt>
              <dd>{custom}</dd>
            </div>
            <div className={styles.stat}>
              <dt>System Defaults</dt>
              <dd>{prompts.length - custom}</dd>
            </div>
          </dl>
          <div className={styles.controls}>
            <Input label="Search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Title, text or milestone" />
            <Select
              label="Show"
              value={filter}
              onValueChange={setFilter}
              options={[{ value: ALL, label: 'All Types' }, { value: CUSTOM, label: 'Custom Only' }, { value: SYSTEM, label: 'System Defaults' }, ...typeOptions]}
            />
            <Button onClick={() => setEditing({ mode: 'create' })}>New Prompt</Button>
          </div>
          <p className="visually-hidden" role="status">
            {shown.length === 1 ? '1 prompt shown' : `${shown.length} prompts shown`}
          </p>
          {shown.length === 0 ? (
            <EmptyState title={EDUCATION_LIBRARY_TEXT.empty} titleAs="p" />
          ) : (
            // The list scrolls on its own and the defaults hold no button: focusable, so a keyboard can scroll it.
            <ul className={styles.list} aria-label="Education prompts" tabIndex={0}>
              {shown.map((prompt) => (
                <li key={prompt.id} className={styles.prompt}>
                  <div className={styles.promptHead}>
                    <h3 className={styles.promptTitle}>{prompt.title}</h3>
                    <span className={styles.badges}>
                      <Badge tone="info">{prompt.milestone_name}</Badge>
                      {prompt.is_default ? <Badge>System</Badge> : <Badge tone="brand">Custom</Badge>}
                    </span>
                  </div>
                  <p className={styles.promptText}>{prompt.prompt_text}</p>
                  {!prompt.is_default && (
                    <div className={styles.actions}>
                      <Button size="sm" variant="secondary" aria-label={`Edit ${prompt.title}`} onClick={() => setEditing({ mode: 'edit', prompt })}>
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" aria-label={`Delete ${prompt.title}`} onClick={() => setDeleting(prompt)}>
                        Delete
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <DeletePromptDialog prompt={deleting} onClose={() => setDeleting(null)} />
    </DialogContent>
  );
}

function DeletePromptDialog({ prompt, onClose }: { prompt: EducationPromptDto | null; onClose: () => void }) {
  const [remove, { isLoading }] = useDeleteEducationPromptMutation();
  const [error, setError] = useState<{ promptId: string; message: string } | null>(null);
  const confirm = async () => {
    if (!prompt) return;
    try {
      await remove({ id: prompt.id, 'If-Match': prompt.version === null ? undefined : `"${prompt.version}"` }).unwrap();
      onClose();
    } catch (failure) {
      setError({ promptId: prompt.id, message: errorMessage(failure, 'Failed to delete prompt') });
    }
  };
  return (
    <ConfirmDialog
      open={prompt !== null}
      title="Delete prompt"
      description={prompt ? EDUCATION_LIBRARY_TEXT.deleteConfirm(prompt.title) : ''}
      confirmLabel="Delete"
      workingLabel="Deleting..."
      working={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {/* Only the error of this prompt's attempt: a new confirmation starts clean. */}
      {error && error.promptId === prompt?.id && <Alert tone="error">{error.message}</Alert>}
    </ConfirmDialog>
  );
}

function PromptForm({ editing, typeOptions, onDone }: { editing: Editing; typeOptions: { value: string; label: string }[]; onDone: () => void }) {
  const existing = editing.mode === 'edit' ? editing.prompt : null;
  const [milestoneType, setMilestoneTypeValue] = useState<string>(existing?.milestone_type ?? '');
  const [title, setTitleValue] = useState(existing?.title ?? '');
  const [text, setTextValue] = useState(existing?.prompt_text ?? '');
  const [error, setError] = useState<string | null>(null);
  // A message about the form goes once the form changes.
  const edited =
    (setter: (value: string) => void) =>
    (value: string): void => {
      setError(null);
      setter(value);
    };
  const setMilestoneType = edited(setMilestoneTypeValue);
  const setTitle = edited(setTitleValue);
  const setText = edited(setTextValue);
  const [saved, setSaved] = useState(false);
  const [create, creating] = useCreateEducationPromptMutation();
  const [update, updating] = useUpdateEducationPromptMutation();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onDone, SAVED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [saved, onDone]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (milestoneType === '' || title.trim() === '' || text.trim() === '') {
      setError(EDUCATION_LIBRARY_TEXT.required);
      return;
    }
    try {
      if (existing) {
        await update({
          id: existing.id,
          'If-Match': existing.version === null ? undefined : `"${existing.version}"`,
          updateEducationPromptDto: { title, prompt_text: text },
        }).unwrap();
      } else {
        const type = milestoneType as EducationPromptDto['milestone_type'];
        await create({ createEducationPromptDto: { milestone_type: type, title, prompt_text: text } }).unwrap();
      }
      setSaved(true);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to save prompt'));
    }
  };

  const formId = 'education-prompt-form';
  return (
    <DialogContent
      size="lg"
      title={existing ? 'Edit Prompt' : 'New Prompt'}
      description={existing ? 'The milestone type of a saved prompt stays as it is.' : 'Write a text you can reuse for any deal’s milestone of this type.'}
      footer={
        <>
          {saved && (
            <span role="status" className={styles.saved}>
              {EDUCATION_LIBRARY_TEXT.saved}
            </span>
          )}
          <Button variant="secondary" onClick={onDone} disabled={saved}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={creating.isLoading || updating.isLoading} loadingText="Saving..." disabled={saved}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <Select
          label="Milestone Type"
          required
          value={milestoneType}
          onValueChange={setMilestoneType}
          disabled={existing !== null}
          placeholder="Choose a milestone type"
          options={typeOptions}
          hint={existing ? 'Locked once the prompt is saved.' : undefined}
        />
        <Input label="Template Title" required value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
        <Textarea
          label="Educational Content"
          required
          rows={8}
          value={text}
          maxLength={EDUCATION_TEXT_MAX}
          showCount
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </DialogContent>
  );
}
