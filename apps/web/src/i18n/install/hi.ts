import type { Resources } from '../en';

/** होम स्क्रीन पर जोड़ने का ऑफ़र (spec §1, §9)। */
export const hiInstall: Pick<Resources, 'install'> = {
  install: {
    title: '{{proName}} को अपनी होम स्क्रीन पर जोड़ें',
    reward: 'एक टैप में खोलें और भुगतान पर {{amount}} की छूट पाएँ।',
    noReward: 'किसी भी ऐप की तरह एक टैप में खोलें।',
    add: 'होम स्क्रीन पर जोड़ें',
    howTo: 'तरीका देखें',
    later: 'अभी नहीं',
    granted: 'धन्यवाद! आपका {{amount}} का भुगतान कूपन मेरे कूपन में है।',
    iosTitle: 'अपनी होम स्क्रीन पर जोड़ें',
    iosShare: 'Safari में शेयर बटन पर टैप करें।',
    iosAdd: 'नीचे स्क्रॉल करके "होम स्क्रीन पर जोड़ें" चुनें, फिर जोड़ें पर टैप करें।',
    iosOpen: 'होम स्क्रीन से {{proName}} खोलें।',
    iosOpenReward: 'होम स्क्रीन से {{proName}} खोलें: तभी आपका {{amount}} का कूपन जुड़ जाएगा।',
    iosDone: 'समझ गया',
  },
};
