import type { Lang } from '@app/domain';

/**
 * The sentences of the legal texts that depend on the operator model
 * (decision 071): the app run by a lending service provider for the lender,
 * or the lender's own app. Filled with the same values as the texts.
 */
export interface OperatorPhrases {
  introLsp: string;
  introOwn: string;
  weMeanLsp: string;
  weMeanOwn: string;
  termsLsp: string;
  termsOwn: string;
  contactsLsp: string;
  contactsOwn: string;
}

const LENDER_OFFICER_EN =
  '{{grievanceName}}, nodal grievance officer of {{lenderName}}, email {{grievanceEmail}}, phone {{grievancePhone}}, address {{grievanceAddress}}';

export const OPERATOR_PHRASES: Record<Lang, OperatorPhrases> = {
  en: {
    introLsp:
      '{{proName}} is a digital lending platform run by {{lspName}}, a lending service provider (LSP). Loans offered through {{proName}} are sanctioned and disbursed by our partner lender, {{lenderName}}, a non-banking financial company (NBFC) registered with the Reserve Bank of India (RBI), certificate of registration {{lenderRegistration}}.',
    introOwn:
      '{{proName}} is the own digital lending app of {{lenderName}}, a non-banking financial company (NBFC) registered with the Reserve Bank of India (RBI), certificate of registration {{lenderRegistration}}, which sanctions and disburses your loans. No lending service provider is involved.',
    weMeanLsp:
      'In this policy, “we”, “us” and “our” mean {{proName}} and {{lspName}}, which runs it, and “you” means the person using the app. {{lenderName}} also handles your data for your loan under its own privacy policy.',
    weMeanOwn:
      'In this policy, “we”, “us” and “our” mean {{lenderName}} and its {{proName}} app, and “you” means the person using the app.',
    termsLsp:
      '{{proName}} is run by {{lspName}}, a lending service provider (LSP). Every loan is offered, sanctioned and disbursed by {{lenderName}}, a non-banking financial company registered with the Reserve Bank of India, certificate of registration {{lenderRegistration}} (the “Lender”). Under an agreement with the Lender, {{lspName}} finds borrowers for it, runs customer service, reminds you of what is due and takes your repayments in the app straight into the Lender’s account; it is not a recovery agent and makes no recovery calls or visits.',
    termsOwn:
      '{{proName}} is the Lender’s own app: every loan is offered, sanctioned, disbursed and serviced by {{lenderName}}, a non-banking financial company registered with the Reserve Bank of India, certificate of registration {{lenderRegistration}} (the “Lender”). No lending service provider is involved.',
    contactsLsp: `{{lspGrievanceName}}, grievance officer of {{lspName}}, email {{lspGrievanceEmail}}, phone {{lspGrievancePhone}}, address {{lspGrievanceAddress}}; or ${LENDER_OFFICER_EN}`,
    contactsOwn: LENDER_OFFICER_EN,
  },
  hi: {
    introLsp:
      '{{proName}} एक डिजिटल ऋण प्लेटफ़ॉर्म है जिसे ऋण सेवा प्रदाता (LSP) {{lspName}} चलाता है। {{proName}} के माध्यम से दिए जाने वाले ऋण हमारे साझेदार ऋणदाता {{lenderName}} द्वारा स्वीकृत और वितरित किए जाते हैं, जो भारतीय रिज़र्व बैंक (RBI) में पंजीकृत एक गैर-बैंकिंग वित्तीय कंपनी (NBFC) है, पंजीकरण प्रमाणपत्र {{lenderRegistration}}।',
    introOwn:
      '{{proName}}, {{lenderName}} का अपना डिजिटल ऋण ऐप है, जो भारतीय रिज़र्व बैंक (RBI) में पंजीकृत एक गैर-बैंकिंग वित्तीय कंपनी (NBFC) है, पंजीकरण प्रमाणपत्र {{lenderRegistration}}, और आपके ऋण स्वीकृत और वितरित करती है। कोई ऋण सेवा प्रदाता शामिल नहीं है।',
    weMeanLsp:
      'इस नीति में “हम”, “हमें” और “हमारा” का अर्थ {{proName}} और उसे चलाने वाला {{lspName}} है, और “आप” का अर्थ ऐप का उपयोग करने वाला व्यक्ति है। {{lenderName}} भी आपके ऋण के लिए आपके डेटा का उपयोग अपनी गोपनीयता नीति के अनुसार करता है।',
    weMeanOwn:
      'इस नीति में “हम”, “हमें” और “हमारा” का अर्थ {{lenderName}} और उसका {{proName}} ऐप है, और “आप” का अर्थ ऐप का उपयोग करने वाला व्यक्ति है।',
    termsLsp:
      '{{proName}} को ऋण सेवा प्रदाता (LSP) {{lspName}} चलाता है। हर ऋण {{lenderName}} द्वारा प्रस्तावित, स्वीकृत और वितरित किया जाता है, जो भारतीय रिज़र्व बैंक में पंजीकृत एक गैर-बैंकिंग वित्तीय कंपनी है, पंजीकरण प्रमाणपत्र {{lenderRegistration}} (“ऋणदाता”)। ऋणदाता के साथ समझौते के तहत {{lspName}} ऋणदाता के लिए ग्राहक जोड़ता है, ग्राहक सेवा चलाता है, देय राशि की याद दिलाता है और ऐप में आपके भुगतान सीधे ऋणदाता के खाते में लेता है; यह वसूली एजेंट नहीं है और वसूली के लिए कॉल या मुलाक़ात नहीं करता।',
    termsOwn:
      '{{proName}} ऋणदाता का अपना ऐप है: हर ऋण {{lenderName}} द्वारा प्रस्तावित, स्वीकृत, वितरित और प्रबंधित किया जाता है, जो भारतीय रिज़र्व बैंक में पंजीकृत एक गैर-बैंकिंग वित्तीय कंपनी है, पंजीकरण प्रमाणपत्र {{lenderRegistration}} (“ऋणदाता”)। कोई ऋण सेवा प्रदाता शामिल नहीं है।',
    contactsLsp:
      '{{lspGrievanceName}}, {{lspName}} के शिकायत निवारण अधिकारी, ईमेल {{lspGrievanceEmail}}, फ़ोन {{lspGrievancePhone}}, पता {{lspGrievanceAddress}}; या {{grievanceName}}, {{lenderName}} के नोडल शिकायत निवारण अधिकारी, ईमेल {{grievanceEmail}}, फ़ोन {{grievancePhone}}, पता {{grievanceAddress}}',
    contactsOwn:
      '{{grievanceName}}, {{lenderName}} के नोडल शिकायत निवारण अधिकारी, ईमेल {{grievanceEmail}}, फ़ोन {{grievancePhone}}, पता {{grievanceAddress}}',
  },
  zh: {
    introLsp:
      '{{proName}} 是由贷款服务提供商（LSP）{{lspName}} 运营的数字借贷平台。通过 {{proName}} 提供的贷款由我们的合作贷款机构 {{lenderName}} 审批和发放，该机构是在印度储备银行（RBI）注册的非银行金融公司（NBFC），注册证书编号 {{lenderRegistration}}。',
    introOwn:
      '{{proName}} 是 {{lenderName}} 自有的数字借贷应用；{{lenderName}} 是在印度储备银行（RBI）注册的非银行金融公司（NBFC），注册证书编号 {{lenderRegistration}}，负责审批和发放您的贷款。不涉及任何贷款服务提供商。',
    weMeanLsp:
      '在本政策中，“我们”指 {{proName}} 及其运营方 {{lspName}}，“您”指使用本应用的人。{{lenderName}} 也会依据其自身的隐私政策，为您的贷款处理您的数据。',
    weMeanOwn: '在本政策中，“我们”指 {{lenderName}} 及其 {{proName}} 应用，“您”指使用本应用的人。',
    termsLsp:
      '{{proName}} 由贷款服务提供商（LSP）{{lspName}} 运营。每笔贷款均由在印度储备银行注册的非银行金融公司 {{lenderName}}（注册证书编号 {{lenderRegistration}}，“贷款机构”）提供、审批和发放。根据与贷款机构签订的协议，{{lspName}} 为贷款机构获客、提供客户服务、提醒您到期款项，并在应用内将您的还款直接收入贷款机构的账户；它不是催收代理，不会为催收致电或上门。',
    termsOwn:
      '{{proName}} 是贷款机构自有的应用：每笔贷款均由在印度储备银行注册的非银行金融公司 {{lenderName}}（注册证书编号 {{lenderRegistration}}，“贷款机构”）提供、审批、发放和管理。不涉及任何贷款服务提供商。',
    contactsLsp:
      '{{lspName}} 的申诉处理专员 {{lspGrievanceName}}，电子邮箱 {{lspGrievanceEmail}}，电话 {{lspGrievancePhone}}，地址 {{lspGrievanceAddress}}；或 {{lenderName}} 的申诉处理专员 {{grievanceName}}，电子邮箱 {{grievanceEmail}}，电话 {{grievancePhone}}，地址 {{grievanceAddress}}',
    contactsOwn:
      '{{lenderName}} 的申诉处理专员 {{grievanceName}}，电子邮箱 {{grievanceEmail}}，电话 {{grievancePhone}}，地址 {{grievanceAddress}}',
  },
};
