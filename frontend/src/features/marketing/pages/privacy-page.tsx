import { Link, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';

import { LegalPage, type LegalSection } from '../components/legal-page';
import legal from '../components/legal-page.module.css';
import { COMPANY_LOCATION, EMAIL, LEGAL_EFFECTIVE_DATE, mailto } from '../content/contact';

function PrivacyEmail() {
  return <a href={mailto(EMAIL.privacy, 'Privacy request')}>{EMAIL.privacy}</a>;
}

function TermsLink() {
  const { pathname } = useLocation();
  return (
    <Link to={paths.terms.href()} state={{ from: pathname }}>
      Terms of Service
    </Link>
  );
}

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Threshold (“Threshold,” “we,” “us” or “our”) provides a transaction management and communication platform for real
          estate agents, brokers and team leads and the buyers and sellers they represent (together, the “Service”). We are based
          in {COMPANY_LOCATION}.
        </p>
        <p className={legal.callout}>
          <strong>Threshold is a software company.</strong> We are not a real estate broker, law firm, lender or escrow company.
          We do not represent buyers or sellers, give legal, tax or financial advice, make loans or hold funds in escrow.
        </p>
      </>
    ),
  },
  {
    id: 'scope',
    title: 'Scope of this policy',
    body: (
      <p>
        This Privacy Policy explains what personal information we collect when you visit our website, fill in one of its forms, or
        use the Service as an agent, broker, team lead, client or homeowner, and how we use, share and protect it. It applies
        together with our <TermsLink />.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account information:</strong> your name, e-mail address, phone number, company, real estate license number,
            logo, role and password (stored only as a secure hash), and the date you accepted our terms.
          </li>
          <li>
            <strong>Transaction information:</strong> what agents and clients enter about a transaction, such as the property
            address, contract dates, milestones, tasks, documents, contacts, vendors, utility providers, check-ins and messages.
          </li>
          <li>
            <strong>Website forms:</strong> when you contact us, request our investor materials or join the waitlist, the name,
            e-mail address, phone number, organization or brokerage and message you choose to send.
          </li>
          <li>
            <strong>Requests and feedback:</strong> privacy requests, feedback and support conversations.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Usage information:</strong> sign-ins and sign-outs, session length, pages viewed and features used, so we can
            keep the Service secure and understand how it is used.
          </li>
          <li>
            <strong>Device and log information:</strong> browser type, device type, IP address and the times of requests, kept in
            server logs for security and troubleshooting.
          </li>
          <li>
            <strong>Cookies:</strong> only those needed to keep you signed in and protect your session. We do not use advertising
            cookies or third-party tracking pixels.
          </li>
        </ul>
        <h3>Information about clients provided by agents</h3>
        <p>
          Agents add their clients and transaction parties to the Service. An agent who does so is responsible for having the
          right to share that information with us. If you are a client and have a question about information your agent added, you
          can contact your agent or us.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use information',
    body: (
      <>
        <ul>
          <li>
            To provide the Service: create accounts, run transactions, show clients their progress and keep documents in the Home
            Vault.
          </li>
          <li>
            To send the notifications you and your agent choose, by e-mail or text message, about milestones, tasks, documents and
            messages.
          </li>
          <li>To answer your messages, investor inquiries and waitlist requests, and to run the beta program.</li>
          <li>To keep the Service safe: authenticate users, prevent fraud and abuse, and investigate security incidents.</li>
          <li>
            To understand and improve the Service, using usage information in aggregated or de-identified form where we can.
          </li>
          <li>To comply with the law and enforce our terms.</li>
        </ul>
        <p>
          <strong>Automated suggestions.</strong> Features described as an assistant or AI only suggest deadlines, checklists and
          next steps based on the information in a transaction. They do not make decisions about you, and you or your agent remain
          in control of every action.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-share',
    title: 'How we share information',
    body: (
      <>
        <p className={legal.callout}>
          <strong>We do not sell personal information,</strong> and we do not share it for targeted advertising.
        </p>
        <p>We share personal information only as follows:</p>
        <ul>
          <li>
            <strong>With the parties to a transaction, as directed.</strong> When an agent shares a document or update, the
            recipients they choose (for example the client, lender, title company or the brokerage’s compliance staff) receive it.
            Clients see only their own transaction, and only the information meant for them.
          </li>
          <li>
            <strong>With your brokerage.</strong> Brokers and team leads can see the transactions, messages and files of the
            agents they supervise, as their compliance duties require.
          </li>
          <li>
            <strong>With service providers</strong> who host our systems, deliver e-mail and text messages, or help us operate the
            Service, under contracts that limit their use of the information to the services they provide to us.
          </li>
          <li>
            <strong>For legal reasons,</strong> when we believe in good faith that the law, a court order or the protection of
            someone’s rights or safety requires it.
          </li>
          <li>
            <strong>In a business transfer,</strong> such as a merger or acquisition, in which case this policy continues to apply
            to your information.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <>
        <p>
          We keep account files, including transaction records and documents, until you delete them or until four years after your
          account was last active, whichever comes first. After that we delete the information or make it anonymous, except where
          the law requires us to keep it longer.
        </p>
        <p>
          Messages sent through our website forms are kept for as long as needed to answer them and follow up, and no longer than
          four years. Deleted information may remain in encrypted backups for a short period until those backups expire.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, including under the Texas Data Privacy and Security Act, you may have the right to:</p>
        <ul>
          <li>confirm whether we process your personal information and get a copy of it in a portable format;</li>
          <li>correct information that is inaccurate;</li>
          <li>delete your personal information;</li>
          <li>opt out of the sale of personal information, targeted advertising and profiling (we do none of these).</li>
        </ul>
        <p>
          Signed-in users can make an access or deletion request from their account settings. Anyone can also write to{' '}
          <PrivacyEmail />. We verify requests before acting on them and answer within 30 days. If we decline a request, you may
          appeal by replying to our answer, and we will respond to the appeal within 60 days. We will not treat you differently
          for exercising your rights.
        </p>
        <p>
          You can stop marketing e-mails at any time with the unsubscribe link they contain. Service notifications can be adjusted
          in your settings.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect information',
    body: (
      <p>
        We protect information with encryption in transit, access controls based on each person’s role in a transaction,
        authorised downloads instead of public file links, and a record of who changed what and when. Passwords are stored only as
        secure hashes. No system is perfectly secure, so we also ask you to keep your password private and tell us at once if you
        suspect your account has been misused.
      </p>
    ),
  },
  {
    id: 'age',
    title: 'Minimum age',
    body: (
      <p>
        The Service is for people who are at least 18 years old. It is not directed at children, and we do not knowingly collect
        personal information from anyone under 18. If you believe a minor has given us personal information, please contact us and
        we will delete it.
      </p>
    ),
  },
  {
    id: 'location',
    title: 'Where information is processed',
    body: (
      <p>
        We operate in the United States, and information is stored and processed there. If you use the Service from elsewhere, you
        understand that your information will be transferred to the United States.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as the Service evolves. We will post the new version here with its effective date, and if a
        change is material we will tell signed-in users by e-mail or in the Service before it takes effect. This version is
        effective {LEGAL_EFFECTIVE_DATE}.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions or requests about privacy: write to <PrivacyEmail />, or to Threshold, Attn: Privacy, {COMPANY_LOCATION}.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="How Threshold collects, uses, shares and protects personal information. We never sell data. Effective October 31, 2025."
      intro={
        <p>
          Your clients trust you with some of the most important information of their lives, and you trust us with it. This policy
          explains, in plain language, what we collect, why, and the choices you have. The short version: we use information to
          run the Service, we never sell it, and we delete it when it is no longer needed.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
