import type { TMessage, TMessageParams } from './message.ts';

/**
 * Every text the server sends a person, as a code with parameters (STYLE habit 18). The web app
 * translates the code: its English is read from here (web `locales/english-messages.ts`), the other
 * languages from locales/<lang>/messages.json, one key per code. The English is also the `message`
 * API users read. `{{name}}` placeholders are filled from the params.
 */
export const MESSAGES = {
  // Field rules: request validation (lib/zod-issues.ts) and the same rules checked by services.
  'validation.fields': 'Check these fields: {{fields}}.',
  'validation.required': 'This field is required.',
  'validation.invalid': 'This value is not valid.',
  'validation.notText': 'Enter text.',
  'validation.notNumber': 'Enter a number.',
  'validation.notInteger': 'Enter a whole number.',
  'validation.notBoolean': 'Choose yes or no.',
  'validation.notList': 'Expected a list.',
  'validation.notObject': 'Expected a group of fields.',
  'validation.tooShort': 'Enter at least {{minimum}} characters.',
  'validation.tooLong': 'Enter at most {{maximum}} characters.',
  'validation.tooFewItems': 'Choose at least {{minimum}}.',
  'validation.tooManyItems': 'Choose at most {{maximum}}.',
  'validation.tooSmall': 'Enter a number of at least {{minimum}}.',
  'validation.tooBig': 'Enter a number of at most {{maximum}}.',
  'validation.notMultipleOf': 'Enter a multiple of {{divisor}}.',
  'validation.notEmail': 'Enter a valid e-mail address.',
  'validation.notUrl': 'Enter a valid web address.',
  'validation.notDate': 'Enter a date as YYYY-MM-DD.',
  'validation.notDateTime': 'Enter a date and time.',
  'validation.notTime': 'Enter a time as HH:MM.',
  'validation.notId': 'This is not a valid id.',
  'validation.badFormat': 'This value does not have the expected format.',
  'validation.notOneOf': 'Choose one of: {{options}}.',
  'validation.unknownField': 'Unknown fields: {{keys}}.',
  'validation.badCharacters':
    'This text contains a character that cannot be stored (such as a null character).',
  'validation.fileTooSmall': 'The file is smaller than {{minimum}} bytes.',
  'validation.fileTooLarge': 'The file is larger than {{maximum}} bytes.',
  'validation.fileMissing': 'Choose a file to upload.',
  'validation.fileEmpty': 'The file is empty.',
  'validation.commonPassword': 'This password is too common. Choose one that is harder to guess.',
  'validation.wrongCurrentPassword': 'The current password is not correct.',
  'validation.onlyPlatform': 'Only the platform can change this.',
  'validation.timezoneUnknown': 'Choose a time zone from the list (e.g. Europe/Berlin).',
  'validation.globalPlatformOnly': 'Only the platform keeps items in the global library.',

  // Answers of any area: Fastify's own refusals, unknown routes, failures.
  'common.badRequest': 'The request is not valid.',
  'common.badJson': 'The body is not valid JSON.',
  'common.emptyJson': 'The body is empty; send a JSON object.',
  'common.notFound': 'Not found.',
  'common.routeNotFound': 'No route {{method}} {{path}}.',
  'common.conflict': 'This conflicts with the current state.',
  'common.payloadTooLarge': 'The request is too large.',
  'common.unsupportedMediaType': 'This content type is not supported.',
  'common.rateLimited': 'Too many requests. Try again later.',
  'common.tooManyRequests': 'Too many requests. Wait {{seconds}} s, then try again.',
  'common.internal': 'Something went wrong.',
  'common.unavailable': 'The service is unavailable. Try again in a moment.',

  // Sign-in, sessions, access and password recovery.
  'auth.signInRequired': 'Sign in to continue.',
  'auth.invalidCredentials': 'Email or Password is Invalid',
  'auth.invalidRefreshToken': 'Invalid refresh token',
  'auth.tooManyFailedSignIns': 'Too many failed sign-ins for this account. Try again later.',
  'auth.apiClientNotAllowed': 'This application is not allowed to call the API.',
  'auth.forbidden': 'Your role may not do this.',
  'auth.emailTaken': 'This email is already in use.',
  'auth.linkExpired': 'This link has expired or was already used.',
  'auth.badUnsubscribeLink':
    'This unsubscribe link is not valid. Choose which e-mails you get in your settings.',
  'auth.resetExpired': 'This password reset has expired or was already used. Ask for a new code.',
  'auth.codeInvalid': 'The code is invalid or has expired.',
  'auth.resetLinkSent': 'If an account exists for this email, we have sent it a link to reset the password.',
  'auth.resetCodeSent': 'If an account exists for this email, we have sent it a code to reset the password.',
  'auth.passwordSet': 'Your password has been set. You can sign in now.',
  'auth.registerCheckMail':
    'Check your mail: we have sent {{email}} a link to confirm the address and start the trial.',
  'auth.emailConfirmed': 'Your e-mail address is confirmed and your trial has started. You can sign in now.',
  'auth.joinConfirmed':
    "Your e-mail address is confirmed and you have joined your colleagues' game. You can sign in and play now.",

  // Companies.
  'companies.notFound': 'Company not found.',
  'companies.noSuchCompany': 'No such company.',
  'companies.required': 'Choose a company.',
  'companies.cannotDeletePlatform': "The platform's own company cannot be deleted.",
  'companies.cannotDeleteOwn': 'You cannot delete the company you belong to.',
  'companies.holdsData':
    '{{name}} still holds users ({{users}}), games ({{games}}), files ({{files}}) and uploads ({{uploads}}). Delete again with confirm=true to remove the company and all of its data.',
  'companies.logoNotMultipart': 'Send the logo as multipart/form-data.',
  'companies.logoMissing': 'Choose an image to upload.',
  'companies.logoTooLarge': 'The logo is larger than {{megabytes}} MB.',
  'companies.logoWrongType': 'The logo must be a PNG, JPEG or WebP image.',

  // Users and accounts.
  'users.notFound': 'User not found.',
  'users.roleNotAllowed': 'You may not give this role.',
  'users.cannotChangeOwnRole': 'You cannot change your own role.',
  'users.cannotDisableSelf': 'You cannot disable yourself.',
  'users.cannotMoveCompany': 'You may not move this user to another company.',
  'users.emailChangeByAdmin': 'Ask an administrator to change your e-mail.',
  'users.emailUnusable': 'This e-mail cannot be used.',
  'users.cannotDeleteSelf': 'You cannot delete your own account.',
  'users.disabledNoReset': 'The account is disabled. Enable it before sending a reset link.',
  'users.skipDisabled': 'The account is disabled.',
  'users.skipInvitationAccepted': 'The invitation was already accepted.',
  'users.skipInvitationOpen': 'The invitation has not been accepted yet.',
  'users.skipRemindersOff': 'The user turned reminder e-mails off.',
  'users.skipSelf': 'You cannot do this to your own account.',
  'users.skipAlreadyDisabled': 'Already disabled.',
  'users.skipNotDisabled': 'Not disabled.',

  // Games: lifecycle, dates, start e-mail, activation.
  'games.notFound': 'Game not found.',
  'games.alreadyDraft': 'This game is already a draft.',
  'games.alreadyActive': 'This game is already active.',
  'games.alreadyFinished': 'This game is already finished.',
  'games.alreadyArchived': 'This game is already archived.',
  'games.cannotBecomeDraft': 'From its current status, this game cannot become a draft.',
  'games.cannotBecomeActive': 'From its current status, this game cannot become active.',
  'games.cannotBecomeFinished': 'From its current status, this game cannot become finished.',
  'games.cannotBecomeArchived': 'From its current status, this game cannot become archived.',
  'games.finishedReadOnly': 'This game is finished: it is read-only.',
  'games.archivedRestoreFirst': 'This game is archived: restore it before changing it.',
  'games.removeOnlyDraftScheduled':
    'This game is scheduled: this can only be removed while the game is a draft.',
  'games.removeOnlyDraftRunning': 'This game is running: this can only be removed while the game is a draft.',
  'games.removeOnlyDraftEnded': 'This game has ended: this can only be removed while the game is a draft.',
  'games.endBeforeStart': 'The end date must be on or after the start date.',
  'games.startDateRequired': 'An active game needs a start date.',
  'games.endDateRequired': 'An active game needs an end date.',
  'games.startedDatesLocked': 'This game has started: its start date and time zone can no longer change.',
  'games.startEmailNotActive': 'Only an active game can send its start e-mail.',
  'games.startEmailEnded': 'This game has ended: its start e-mail can no longer be sent.',
  'games.noStartDate': 'This game has no start date.',
  'games.startEmailSentNoDraft':
    'The start e-mail was sent: players were told the game is on, so it cannot go back to draft.',
  'games.notReadyToActivate': 'This game cannot be activated yet.',
  'games.problemNoName': 'Give the game a name.',
  'games.problemNoStartDate': 'Set a start date.',
  'games.problemNoEndDate': 'Set an end date.',
  'games.problemEnded': 'The end date has passed: choose a later one.',
  'games.problemNoActivity': 'Add at least one habit.',
  'games.problemNoBehaviour': 'Give at least one habit a behaviour.',
  'games.problemNoTeam': 'Add at least one team.',
  'games.problemNoPlayer': 'Put at least one player in a team.',
  'games.adviceNoRound':
    'No rounds yet: split the game into rounds (a week each, say) for results per round.',
  'games.adviceNoQuiz': 'No quiz yet: choose media whose questions the players answer.',
  'games.adviceApproval':
    "Some behaviours need approval: someone must review the players' logs while the game runs.",
  'games.adviceEmptyTeams': 'Some teams have no players yet.',
  'games.adviceNoKpiTarget': 'Some KPIs have no target yet: without one they score no points.',

  // Teams and players.
  'teams.notFound': 'Team not found.',
  'teams.playerNotFound': 'Player not found.',
  'teams.chooseTeamOfGame': 'Choose a team of this game.',
  'teams.chooseTeamOfSameGame': 'Choose a team of the same game.',
  'teams.chooseLinkedCharity': 'Choose one of the charities linked to this game.',
  'teams.copyFromOtherGame': 'Choose another game to copy from.',
  'teams.copySameCompany': 'Teams can only be copied between games of the same company.',
  'teams.activeHasPlayers':
    'This game is active: move or remove the players of this team before deleting it.',
  'teams.playerDisabled': 'The account is disabled.',
  'teams.playerRole': 'Only players and company admins can play.',
  'teams.playerInGame': 'Already in this game (in this or another team); move them instead.',

  // Activities (the API's tasks) and their behaviours.
  'activities.notFound': 'Activity not found.',
  'activities.behaviourNotFound': 'Behaviour not found.',
  'activities.copyToOtherGame': 'Choose another game than the one copied from.',
  'activities.copySameCompany': 'Copies go only between games of the same company.',
  'activities.notInSourceGame': 'Activity not found in the game copied from: {{ids}}.',

  // KPIs.
  'badges.notFound': 'Badge not found.',
  'badges.notInGame': "Choose one of this game's own.",
  'badges.notManual': 'Only a badge given by hand can be awarded or taken back by hand.',
  'badges.playerNotInGame': 'This player does not play in this game.',
  'badges.alreadyHeld': 'This player already holds this badge.',
  'kpis.notFound': 'KPI not found.',
  'kpis.targetNotFound': 'Target KPI not found.',
  'kpis.setTimeNotFound': 'Set time not found.',
  'kpis.targetExists': '{{name}} already has a target; change that one instead.',
  'kpis.zeroTargetHigher':
    'A target of 0 suits only a KPI where lower is better (0 complaints): where higher is better every result meets it. Enter a target above 0.',
  'kpis.zeroTargetDirection':
    'This KPI has a target of 0, which suits only a KPI where lower is better. Change the target first.',
  'kpis.roundClosed':
    'The round {{name}} has closed: its grace period has ended, so its results stand and its targets no longer change. Reopen it to change them.',

  // KPI actuals and company API keys (ADR 0015).
  'kpiActuals.roundClosed': '{{round}} is closed: its results are frozen. Reopen the round to enter actuals.',
  'kpiActuals.gameFrozen':
    "This game's final results are frozen. Reopen them to enter actuals for the whole game.",
  'kpiActuals.notAPlayer': 'Not a player of this game.',
  'kpiActuals.teamNotInGame': 'Not a team of this game.',
  'kpiActuals.teamUnknown': 'No team of this game is called {{name}}.',
  'kpiActuals.teamAmbiguous':
    'Several teams of this game are called {{name}}; enter this actual in the grid.',
  'kpiActuals.whoMissing': 'Name the player (e-mail) or the team.',
  'kpiActuals.kpiMissing': 'The KPI is missing.',
  'kpiActuals.kpiUnknown': 'This game has no KPI called {{name}}.',
  'kpiActuals.roundUnknown': 'This game has no round called {{name}}.',
  'kpiActuals.valueInvalid': 'The value is not a number.',
  'kpiActuals.valueOutOfRange': 'The value must be between 0 and {{max}}.',
  'kpiActuals.rowRepeated': 'The same actual is already in row {{row}} of this file.',
  'kpiActuals.fileChanged': 'This is not the file that was previewed. Preview it again.',
  'kpiActuals.keyNotFound': 'API key not found.',
  'kpiActuals.keyInvalid': 'The API key is missing, wrong or revoked.',
  'setTimes.notFound': 'Round not found.',
  'setTimes.gameHasNoDates': 'Give the game a start and an end date before adding rounds.',
  'setTimes.endBeforeStart': 'The end day must not be before the start day.',
  'setTimes.outsideGame': 'A round must lie inside the game: {{startDate}} to {{endDate}}.',
  'setTimes.overlaps': 'This round overlaps {{name}} ({{startDate}} to {{endDate}}).',
  'setTimes.frozen': '{{name}} is frozen: reopen it before changing it.',
  'setTimes.notFrozen': '{{name}} is not frozen, so there is nothing to reopen.',
  'setTimes.alreadyFrozen': '{{name}} is frozen already.',
  'setTimes.notStarted': '{{name}} has not started yet, so there are no results to freeze.',
  'setTimes.notInGame': 'This round is not one of this game’s rounds.',
  'setTimes.idMismatch': 'settime_id must be the id in the path.',
  'setTimes.listedTwice': 'A round is listed twice.',
  'setTimes.resultsNotFrozen': 'The game’s final results are not frozen, so there is nothing to reopen.',
  'logs.roundClosed':
    'The round {{name}} has closed: its grace period has ended, so logs for its days no longer count.',

  // Charities.
  'charities.notFound': 'Charity not found.',
  'charities.linkNotFound': 'Game charity not found.',
  'charities.alreadyLinked': '{{name}} is already linked to this game.',
  'charities.stillLinked': 'Games linked to {{name}}: {{games}}. Unlink it there before deleting it.',

  // Templates (ADR 0020).
  'templates.notFound': 'Template not found.',
  'templates.taskNotFound': 'Template habit not found.',
  'templates.subTaskNotFound': 'Template behaviour not found.',
  'templates.kpiNotFound': 'Template KPI not found.',
  'templates.targetNotFound': 'Template target not found.',
  'templates.charityNotFound': 'Template charity not found.',
  'templates.categoryNotFound': 'Choose one of the template categories.',
  'templates.globalReadOnly':
    'This is a global template: only the platform team changes it. Create a game from it, then save that game as your own template.',
  'templates.targetExists': '{{name}} already has a target; change that one instead.',
  'templates.charityAlreadyAdded': '{{name}} is already in this template.',

  // Other areas.
  'files.notFound': 'File not found.',
  'mailbox.notFound': 'Message not found.',
  'mailbox.trialDailyCap':
    'A company on a trial sends at most {{max}} e-mails a day; this would exceed it. Try again tomorrow or choose a plan.',
  'notifications.notFound': 'Notification not found.',
  'push.deviceNotFound': 'Device not found.',
  'push.serviceNotAccepted': 'This push service is not accepted.',
  'sso.providerNotFound': 'Identity provider not found.',
  'sso.domainTaken': 'The domain {{domain}} is already served by another identity provider.',
  'sso.httpsRequired': 'The issuer must start with https://.',
  'sso.breakGlassNotAdmin': 'Choose a company admin of this company.',
  'sso.unknownDomain': 'No company signs in with this e-mail domain. Sign in with your password instead.',
  'sso.providerUnavailable': "Your company's sign-in service did not answer. Try again later.",
  'sso.loginExpired': 'This sign-in has expired or was already used. Start again.',
  'sso.signInRefused': "Your company's sign-in service did not confirm who you are. Start again.",
  'sso.emailNotServed': 'Your company account has no e-mail address this sign-in serves.',
  'sso.otherCompany': 'This e-mail belongs to an account of another company. Sign in with your password.',
  'sso.noAccount': 'There is no Rally account for this e-mail. Ask your company admin to add you.',
  'sso.accountDisabled': 'This account is disabled. Ask your company admin.',
  'auth.ssoRequired':
    'Your company signs in with its company account. Use “Continue with your company account”.',
  'webhooks.endpointNotFound': 'Webhook endpoint not found.',
  'webhooks.deliveryNotFound': 'Delivery not found.',
  'webhooks.httpsRequired': 'The address must start with https://.',
  'webhooks.addressNotAllowed': 'This address is in a private network; webhooks are not sent there.',
  'scim.tokenNotFound': 'SCIM token not found.',
  'scim.tokenInvalid': 'The SCIM token is missing, wrong or revoked.',
  'scim.invalidFilter': 'This filter is not supported: use userName eq "…" or externalId eq "…".',
  'scim.invalidPath': 'The path {{path}} is not supported.',
  'scim.invalidSyntax': 'The request is not a SCIM message this endpoint understands.',
  'scim.invalidValue': 'The value of {{path}} is not valid.',
  'scim.userNameNotEmail': 'userName must be an e-mail address: people sign in to Rally by e-mail.',
  'scim.versionMismatch': 'The user changed since the version in If-Match; read it again.',
  'scim.resourceNotFound': 'There is no SCIM resource at {{path}}.',
  'chatPosts.connectionNotFound': 'Chat connection not found.',
  'feed.itemNotFound': 'This item is not in the feed.',
  'feed.commentNotFound': 'Comment not found.',
  'feed.ownItem': 'You cannot give kudos to yourself.',
  'feed.noTeam': 'You are not in a team of this game.',

  // Scores, leaderboards and public pages.
  'scores.rangeReversed': 'The end of the range must be on or after its start.',
  'reports.roundNotFound': 'This round does not exist in this game.',
  'dashboard.noCurrentGame': 'No game is running or scheduled.',
  'public.notFound': 'This page does not exist, or its link was replaced by a new one.',
  'live.tooManyStreams':
    'Too many live boards are open from this address (at most {{limit}}). Try again in {{seconds}} seconds.',
  'live.full': 'Too many live boards are open right now. Try again in {{seconds}} seconds.',

  // Logs (performed tasks) and their review.
  'logs.notFound': 'Log not found.',
  'logs.gameNotRunning': 'This game is not running: behaviours can be logged only while it runs.',
  'logs.behaviourNotInGame': 'Choose a behaviour of this game.',
  'logs.notAPlayer': 'This person is not a player of this game.',
  'logs.dayInFuture': 'You cannot log a day that has not come yet.',
  'logs.dayTooOld': 'Logs go back at most {{days}} days.',
  'logs.dayOutsideGame': 'Choose a day the game runs ({{startDate}} to {{endDate}}).',
  'logs.dailyLimitReached': '{{behaviour}} counts at most {{maxPerDay}} times a day, and that day is full.',
  'logs.idempotencyKeyReused':
    'This Idempotency-Key was already used for another log request; send each new log with a new key.',
  'logs.undoSameDayOnly': 'A log can be undone only on the day it was made; ask an organiser to remove it.',
  'logs.undoOwnOnly': 'Only logs you made yourself can be undone; ask an organiser to remove this one.',
  'logs.alreadyRemoved': 'This log was already removed.',
  'logs.alreadyRejected': 'This log was rejected: it no longer counts.',
  'logs.commentOnlyPending': 'A note can be added only while the log awaits approval.',
  'logs.gameReadOnly': 'This game is finished: its logs can no longer change.',
  'logs.reasonRequired': 'Give the player a reason for the rejection.',
  'logs.slotTaken':
    'The player has logged this behaviour again since: approving this one would exceed the daily limit.',

  // Bulk upload (row reasons; the uploads area adds its entries here).
  'upload.fullNameLength': 'The full name must be {{min}} to {{max}} characters.',
  'upload.emailRequired': 'The e-mail is missing.',
  'upload.emailInvalid': 'The e-mail is not a valid e-mail address.',
  'upload.emailRepeated': 'The e-mail is already in row {{row}} of this file.',
  'upload.emailUnusable': 'This e-mail cannot be used.',
  'upload.roleUnknown': 'The role must be one of: {{roles}}.',
  'upload.roleNotAssignable': 'You may not give the role {{role}}.',
  'upload.languageUnknown': 'The language must be one of: {{languages}}.',
  'upload.onlyPlatformAdmin': 'Only a platform admin can change this user.',
  'upload.ownRole': 'You cannot change your own role.',
  'upload.noChanges': 'No changes.',
  'upload.keptExisting': 'Existing user kept as they are; the file differs.',
  'upload.changedSincePreview': 'The user was changed after the preview; upload the file again to see how.',
  // Bulk upload: the whole file, and the job.
  'upload.notSpreadsheet':
    'This file is neither CSV nor XLSX. Save it from your spreadsheet as .xlsx or as CSV (UTF-8).',
  'upload.notMultipart': 'Send the file as multipart/form-data.',
  'upload.tooLarge': 'The file is larger than {{megabytes}} MiB. Split it into smaller files.',
  'upload.oneFile': 'Upload one file at a time.',
  'upload.csvUnreadable': 'The CSV could not be read: {{problem}}',
  'upload.xlsxUnreadable': 'The XLSX file could not be read. Open it in your spreadsheet and save it again.',
  'upload.xlsxExpands':
    'This XLSX file expands to {{megabytes}} MiB, more than {{max}} MiB, and was refused. Save the sheet again as a plain workbook, or split it.',
  'upload.xlsxDense':
    'This XLSX file is compressed more than {{ratio}} times over and was refused. Save the sheet again as a plain workbook, or split it.',
  'upload.headerMissing':
    'The header row is missing {{columns}}. The first row must name the columns: {{expected}}.',
  'upload.columnMissing': 'This column is missing from the header row.',
  'upload.noDataRows': 'The file has a header row but no data rows.',
  'upload.badCharacters':
    'Line {{line}} contains a character that cannot be stored (such as a null character).',
  'upload.tooManyRows':
    'The file has {{rows}} data rows; at most {{max}} can be uploaded at once. Split it into smaller files.',
  'upload.saveFailed': 'The upload could not be saved, so nothing from it was written. Try again.',
  'upload.trialDailyCap':
    'This upload would invite more people than a company on a trial may e-mail in a day, so nothing from it was written. Upload fewer rows or choose a plan.',
  'upload.planUsersLimit':
    'This upload would take the company past the users its plan allows, so nothing from it was written. Disable users you no longer need or ask for a bigger plan.',
  'upload.stopped':
    'Processing stopped before the end (the server restarted), so nothing from this upload was saved. Upload the file again.',
  'upload.notPreview': 'This upload was already confirmed or cancelled.',
  'upload.previewExpired': 'This preview has expired. Upload the file again.',
  'upload.updateRowsUnknown': 'Rows {{rows}} are no updates of this preview.',
  'upload.notDone': 'This upload has not finished, so its people cannot be added to a team yet.',
  'upload.gameOfOtherCompany': 'Choose a game of the company the people were uploaded into.',
  'media.notFound': 'Media item not found.',
  'media.notMultipart': 'Send the media item as multipart/form-data.',
  'media.wrongType':
    'This file is not an accepted type. Upload a PNG, JPEG, WebP or GIF image, an MP4 or WebM video, a PDF, or MP3, Ogg or WAV audio.',
  'media.tooLarge': 'This {{kind}} file is larger than {{megabytes}} MB.',
  'media.imageUnreadable': 'This image cannot be read: the file is damaged or not really an image.',
  'media.globalReadOnly': 'This item is in the global library: only the platform admin can change it.',
  'media.answered': 'Players have answered questions on this item, so it cannot be deleted.',
  'media.uploadsBusy':
    'The company already has {{limit}} uploads under way. Try again in {{seconds}} seconds, when one has finished.',
  'quiz.questionNotFound': 'Question not found.',
  'quiz.noCorrectOption': 'Mark at least one option as correct.',
  'quiz.singleOneCorrect': 'A single-choice question has exactly one correct option.',
  'quiz.questionAnswered': 'Players have answered this question, so it cannot be deleted.',
  'quiz.notAPlayer': 'You do not play in this game.',
  'quiz.gameNotRunning': 'The game is not running, so questions cannot be answered now.',
  'quiz.unknownOption': 'Choose among the options of the question.',
  'quiz.chooseOne': 'Choose exactly one option.',
  'quiz.alreadyAnswered': 'You have already answered this question.',

  // Plans, sales leads and public onboarding (decision 0022).
  'plans.gamesLimit':
    'New games a month on the {{plan}} plan: {{limit}}. Created this month: {{used}}. Ask the Rally team for a bigger plan.',
  'plans.usersLimit':
    'Users on the {{plan}} plan: at most {{limit}}. The company has: {{used}}. Disable users you no longer need or ask the Rally team for a bigger plan.',
  'plans.storageLimit':
    'Storage on the {{plan}} plan: {{limit}} MB. The company stores: {{used}} MB; this file needs: {{needed}} MB. Delete media you no longer need or ask the Rally team for a bigger plan.',
  'salesLeads.notFound': 'Sales lead not found.',
  'salesLeads.ownerNotAdmin': 'The owner must be a platform admin.',
  'salesLeads.received': 'Thank you. We will be in touch at {{email}}.',
  'onboarding.checkMail':
    'Check your mail: we have sent {{email}} a link to confirm the address and start your game.',
  'onboarding.templateNotFound': 'Choose one of the templates offered.',
  'onboarding.notJoinable': 'This game cannot be joined by link.',
  'onboarding.teamNotJoinable': 'Choose one of the teams offered.',
  'onboarding.planFull':
    "This game is full: its company's plan has no room for another user (limit: {{limit}}). Ask the organiser to make room.",
  'onboarding.joinCheckMail':
    'Check your mail: we have sent {{email}} a link to confirm the address, then you can sign in.',
} as const;

export type TMessageCode = keyof typeof MESSAGES;
export { type TMessage, type TMessageParams, ZMessage } from './message.ts';

/** The English text of a code, `{{name}}` placeholders filled from params (left as-is if missing). */
export function englishMessage(code: TMessageCode, params: TMessageParams = {}): string {
  return MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The wire form of a message: code, params (only when there are some) and the English text. */
export function toMessage(code: TMessageCode, params?: TMessageParams): TMessage {
  return {
    messageCode: code,
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
    message: englishMessage(code, params),
  };
}
