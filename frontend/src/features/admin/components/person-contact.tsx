/** "Name (e-mail)" with a mail link, as the admin lists show who sent or asked for something. */
export function PersonContact({ name, email }: { name: string; email: string | null | undefined }) {
  return (
    <>
      {name}
      {email && (
        <>
          {' '}
          (<a href={`mailto:${email}`}>{email}</a>)
        </>
      )}
    </>
  );
}
