/** English strings of the password code and the devices page (decision 063). */
export const enCustomer = {
  customer: {
    codeLabel: 'SMS code',
    sendCode: 'Send code',
    resendIn: 'Resend in {{seconds}}s',
    codeSent: 'Code sent to {{phone}}',
    passwordNote:
      'We send a code to your registered phone; your old password is not needed. Saving signs out all your other devices.',
    passwordSaved: 'Password saved. Your other devices were signed out.',
    devices: 'Devices and sessions',
    devicesIntro:
      'Where your account is signed in now. Sign out any device you do not recognise, then change your password.',
    thisDevice: 'This device',
    deviceName: '{{browser}} on {{system}}',
    unknownDevice: 'Unknown device',
    signedIn: 'Signed in {{date}}',
    lastActive: 'Last active {{date}}',
    network: 'Network {{network}}',
    end: 'Sign out',
    endConfirm: 'Sign out this device? It will need to log in again.',
    ended: 'Device signed out',
    endOthers: 'Sign out all other devices',
    endOthersConfirm: 'Sign out every device except this one?',
    endedOthers: 'Other devices signed out: {{count}}',
    noOthers: 'No other device is signed in.',
    cancel: 'Cancel',
  },
} as const;
