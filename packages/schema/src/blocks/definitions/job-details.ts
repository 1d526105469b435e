import { DEFAULT_PAGE_SIZES } from '../../rules/page-size';
import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

const APPLY_FIELD_VISIBILITY = ['hide', 'show_required', 'show_not_required'] as const;

export const jobDetailsBlock = defineBlock({
  type: 'job-details',
  title: 'Job details',
  description: 'One job with its organisation, segments, related jobs and the apply form.',
  group: 'search',
  icon: 'file-search',
  settings: {
    hideOrganisationCard: setting.boolean({
      tab: 'detailsView',
      title: 'Hide organisation card',
      default: false,
    }),
    hideSegmentsCard: setting.boolean({
      tab: 'detailsView',
      title: 'Hide segments card',
      default: false,
    }),
    showRelatedJobs: setting.boolean({
      tab: 'detailsView',
      title: 'Show related jobs',
      default: true,
    }),
    relatedJobsCount: setting.number({
      tab: 'detailsView',
      title: 'Related jobs shown',
      min: 1,
      max: DEFAULT_PAGE_SIZES.relatedJobsLimit,
      default: DEFAULT_PAGE_SIZES.relatedJobsShown,
    }),
    showBackButton: setting.boolean({
      tab: 'detailsView',
      title: 'Show back button',
      default: true,
    }),
    displayCountryFlag: setting.boolean({
      tab: 'detailsView',
      title: 'Show country flag',
      default: false,
    }),
    showContactOwnerButton: setting.boolean({
      tab: 'configuration',
      title: 'Show contact owner button',
      description: 'Replaces the apply button when an employer is logged in.',
      default: true,
    }),
    contactOwnerButtonText: setting.text({
      tab: 'configuration',
      title: 'Contact owner button text',
      default: defaultText('contactOwner'),
    }),
    hideCreateCandidate: setting.boolean({
      tab: 'applyModal',
      title: 'Hide create account option',
      default: false,
    }),
    hideGender: setting.select({
      tab: 'applyModal',
      title: 'Salutation field',
      allowed: APPLY_FIELD_VISIBILITY,
      default: 'show_not_required',
    }),
    hideResume: setting.select({
      tab: 'applyModal',
      title: 'Resume field',
      allowed: APPLY_FIELD_VISIBILITY,
      default: 'show_required',
    }),
    hideTermsAndConditions: setting.boolean({
      tab: 'applyModal',
      title: 'Hide terms and conditions',
      default: false,
    }),
    termsTextApply: setting.html({
      tab: 'applyModal',
      title: 'Terms text',
      default: defaultText('applyTerms'),
    }),
    checkboxAcceptText: setting.text({
      tab: 'applyModal',
      title: 'Accept checkbox text',
      default: defaultText('acceptTerms'),
    }),
  },
});
