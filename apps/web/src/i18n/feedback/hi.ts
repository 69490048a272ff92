import type { Resources } from '../en';

/** प्रतिक्रिया पेज (spec §2 /question)। */
export const hiFeedback: Pick<Resources, 'feedback'> = {
  feedback: {
    title: 'प्रतिक्रिया',
    profileEntry: 'प्रतिक्रिया',
    intro: 'हमें बताएँ कि क्या गलत हुआ या हम क्या बेहतर कर सकते हैं। ग्राहक सेवा हर संदेश पढ़ती है और यहीं उत्तर देती है।',
    textLabel: 'आपकी प्रतिक्रिया',
    placeholder: 'समस्या या अपना सुझाव लिखें',
    count: '{{length}}/{{max}}',
    rule: 'कम से कम {{min}} अक्षर',
    ruleMore_one: '{{count}} और अक्षर चाहिए',
    ruleMore_other: '{{count}} और अक्षर चाहिए',
    screenshotLabel: 'स्क्रीनशॉट (वैकल्पिक)',
    screenshotAdd: 'स्क्रीनशॉट जोड़ें',
    screenshotHint: 'JPG, PNG या WebP, अधिकतम 5 MB',
    screenshotRemove: 'हटाएँ',
    screenshotPreview: 'आपका चुना हुआ स्क्रीनशॉट',
    preparing: 'चित्र तैयार हो रहा है…',
    submit: 'प्रतिक्रिया भेजें',
    sent: 'धन्यवाद! हमें आपकी प्रतिक्रिया मिल गई है।',
    historyTitle: 'मेरी प्रतिक्रियाएँ',
    historyEmpty: 'आपने अभी तक कोई प्रतिक्रिया नहीं भेजी है।',
    loadFailed: 'आपकी प्रतिक्रियाएँ लोड नहीं हो सकीं।',
    status: { open: 'उत्तर की प्रतीक्षा', answered: 'उत्तर दिया गया' },
    replyFrom: 'ग्राहक सेवा',
    screenshotAlt: 'इस प्रतिक्रिया के साथ भेजा गया स्क्रीनशॉट',
    screenshotMissing: 'स्क्रीनशॉट उपलब्ध नहीं है',
  },
};
