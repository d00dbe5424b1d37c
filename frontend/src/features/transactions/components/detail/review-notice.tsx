import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import { useGetTransactionReviewQuery, useResolveTransactionReturnMutation } from '@/shared/api/generated';

const ROLE_LABEL: Record<string, string> = { broker: 'your broker', team_lead: 'your team lead' };

/**
 * A deal Returned from compliance review (issue 24 item 4, ADR 0068): its agent sees the reviewer's
 * note until they mark it resolved or a later review approves the deal.
 */
export function ReviewNotice({ transactionId }: { transactionId: string }) {
  const review = useGetTransactionReviewQuery({ id: transactionId });
  const [resolve, resolving] = useResolveTransactionReturnMutation();
  const toast = useToast();
  const data = review.data;
  if (!data || data.status !== 'returned') return null;
  const who = data.reviewer_name ? `${data.reviewer_name} (${ROLE_LABEL[data.reviewer_role ?? ''] ?? 'reviewer'})` : 'Your reviewer';
  const onResolve = async () => {
    try {
      await resolve({ id: transactionId, 'If-Match': `"${data.version}"` }).unwrap();
      toast({ title: 'Return marked resolved', tone: 'success' });
    } catch (failure) {
      toast({ title: errorMessage(failure, 'Could not mark the return resolved. Please try again.'), tone: 'error' });
    }
  };
  return (
    <Alert
      tone="warning"
      title="Returned from compliance review"
      action={
        <Button size="sm" variant="secondary" onClick={() => void onResolve()} loading={resolving.isLoading} loadingText="Saving...">
          Mark resolved
        </Button>
      }
    >
      <p>{who} returned this deal with a note:</p>
      <p data-testid="review-note" style={{ whiteSpace: 'pre-wrap' }}>
        {data.note}
      </p>
    </Alert>
  );
}
