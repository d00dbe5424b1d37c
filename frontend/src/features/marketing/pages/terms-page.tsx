import { Link, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';

import { LegalPage, type LegalSection } from '../components/legal-page';
import legal from '../components/legal-page.module.css';
import { COMPANY_LOCATION, EMAIL, LEGAL_EFFECTIVE_DATE, mailto } from '../content/contact';

function PrivacyLink() {
  const { pathname } = useLocation();
  return (
    <Link to={paths.privacy.href()} state={{ from: pathname }}>
      Privacy Policy
    </Link>
  );
}

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    body: (
      <p>
        These Terms of Service (“Terms”) are an agreement between you and Threshold (“Threshold,” “we,” “us” or “our”) and govern
        your use of our website and our transaction management and communication platform (together, the “Service”). By creating
        an account, accepting an invitation or using the Service, you agree to these Terms and to our <PrivacyLink />. If you use
        the Service for a brokerage or other organization, you confirm that you may bind it to these Terms.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and accounts',
    body: (
      <>
        <p>
          You must be at least 18 years old to use the Service. Agents, brokers and team leads must hold any license their work
          requires and keep it in good standing. During the beta, professional accounts are created by invitation; client accounts
          are created by the agent handling the client’s transaction.
        </p>
        <p>
          You are responsible for the accuracy of your account information, for keeping your password confidential, and for
          everything done with your account. Tell us at once at <a href={mailto(EMAIL.legal)}>{EMAIL.legal}</a> if you believe
          your account has been used without your permission.
        </p>
      </>
    ),
  },
  {
    id: 'what-threshold-is',
    title: 'What Threshold is, and is not',
    body: (
      <>
        <p>
          Threshold is software that helps the people involved in a real estate transaction organize dates, tasks, documents and
          communication.
        </p>
        <p className={legal.callout}>
          <strong>Threshold is not a real estate broker, law firm, lender or escrow company.</strong> We do not represent any
          party, negotiate or prepare contracts, give legal, tax, financial or real estate advice, make or arrange loans, or hold
          or transfer money. Nothing in the Service creates an agency, fiduciary or attorney–client relationship with Threshold.
        </p>
        <p>
          Licensed professionals remain solely responsible for their professional duties, including compliance with the rules of
          the Texas Real Estate Commission or any other regulator, their brokerage’s policies, and the deadlines and terms of each
          contract.
        </p>
      </>
    ),
  },
  {
    id: 'automated-features',
    title: 'Automated and AI-assisted features',
    body: (
      <p>
        Some features calculate or suggest deadlines, checklists and next steps from the information in a transaction, including
        features labelled as an assistant, AI or Beta. These features only make suggestions. They can be incomplete or wrong, for
        example when a contract has been amended or a date was entered incorrectly. Always check important dates and obligations
        against the signed contract and applicable law; you remain responsible for every decision and action.
      </p>
    ),
  },
  {
    id: 'roles',
    title: 'Agents, brokerages and clients',
    body: (
      <>
        <p>
          <strong>Agents, brokers and team leads</strong> decide which clients and parties to invite, what information to share
          with them, and confirm they have the right to share it, including any consent their clients must give. Brokers and team
          leads may see the transactions of the agents they supervise.
        </p>
        <p>
          <strong>Clients and homeowners</strong> see the transaction their agent shares with them and, after closing, a read-only
          Home Vault of their documents. Questions about the transaction itself should go to the agent or the appropriate
          professional, not to Threshold.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        You keep ownership of the documents, messages and other information you put into the Service (“Your Content”). You give
        Threshold a limited license to host, store, copy, transmit and display Your Content only as needed to provide, secure and
        support the Service for you and the people you share it with. You confirm that you have the rights needed to upload Your
        Content and that it does not break the law or anyone’s rights. We do not sell Your Content or the personal information in
        it.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>
            use the Service for anything unlawful, fraudulent or discriminatory, including in violation of fair housing laws;
          </li>
          <li>upload malware, or content you do not have the right to share;</li>
          <li>access another person’s account or data without authorization, or probe, scan or test the Service’s security;</li>
          <li>copy, resell or reverse engineer the Service, or use it to build a competing product;</li>
          <li>send spam or unsolicited messages through the Service, or interfere with its operation.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'beta',
    title: 'Beta features and feedback',
    body: (
      <p>
        The Service is in beta. Features may change, be limited or be removed, and may contain errors. If you send us ideas or
        feedback, we may use them to improve the Service without obligation to you.
      </p>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <p>
        Early access during the beta does not require a credit card. Before any paid plan applies to you, we will tell you the
        price and terms in advance, and you will only be charged if you choose a paid plan.
      </p>
    ),
  },
  {
    id: 'privacy-and-retention',
    title: 'Privacy and data retention',
    body: (
      <p>
        Our <PrivacyLink /> explains how we handle personal information. We keep account files until you delete them or until four
        years after your account was last active, whichever comes first, unless the law requires us to keep them longer. You can
        export or delete your information as the Privacy Policy describes.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party services',
    body: (
      <p>
        The Service may link to or work with services run by others, such as calendars, e-mail providers, lenders, title companies
        and vendors. Their terms and privacy policies govern your use of them, and we are not responsible for them.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our intellectual property',
    body: (
      <p>
        The Service, including its software, design, templates, text and the Threshold name and logo, belongs to Threshold and its
        licensors. These Terms give you a personal, non-exclusive, non-transferable right to use the Service while your account is
        active; they do not transfer any ownership to you.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using the Service and delete your account at any time. We may suspend or end your access if you break these
        Terms, if your use creates risk for others or for us, or if the law requires it; where reasonable, we will tell you first
        and give you a chance to export Your Content. Sections that by their nature should survive termination will survive it.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        To the fullest extent the law allows, the Service is provided “as is” and “as available,” without warranties of any kind,
        whether express or implied, including warranties of merchantability, fitness for a particular purpose and
        non-infringement. We do not warrant that the Service will be uninterrupted or error-free, or that deadlines, checklists or
        other suggestions are complete or correct.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent the law allows, Threshold will not be liable for any indirect, incidental, special, consequential or
        punitive damages, or for lost profits, commissions, data or business opportunities, arising from or related to the
        Service. Our total liability for any claim related to the Service is limited to the greater of the amount you paid us for
        the Service in the twelve months before the claim arose and one hundred U.S. dollars (US $100).
      </p>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnification',
    body: (
      <p>
        You agree to defend and indemnify Threshold against claims, losses and costs (including reasonable attorneys’ fees)
        arising from Your Content, your professional services, or your breach of these Terms or of the law.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These Terms are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. Any dispute
        arising from or related to these Terms or the Service will be heard exclusively in the state or federal courts located in
        Travis County, Texas, and you and Threshold consent to the jurisdiction of those courts.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these Terms. We will post the new version here with its effective date and, for material changes, notify
        signed-in users before they take effect. Continuing to use the Service after the effective date means you accept the
        updated Terms. This version is effective {LEGAL_EFFECTIVE_DATE}.
      </p>
    ),
  },
  {
    id: 'general',
    title: 'General',
    body: (
      <p>
        These Terms and the Privacy Policy are the entire agreement between you and Threshold about the Service. If a provision is
        found unenforceable, the rest remain in effect. Our failure to enforce a provision is not a waiver. You may not assign
        these Terms without our consent; we may assign them in connection with a merger, acquisition or sale of assets.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these Terms: write to <a href={mailto(EMAIL.legal, 'Terms of Service')}>{EMAIL.legal}</a>, or to
        Threshold, Attn: Legal, {COMPANY_LOCATION}.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for using Threshold, the transaction management and communication platform for real estate. Governed by Texas law. Effective October 31, 2025."
      intro={
        <p>
          Please read these Terms carefully. They explain what Threshold does and does not do, your responsibilities when you use
          it, and how disputes are resolved.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
