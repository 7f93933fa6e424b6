import type { MailStrings } from './en.js';

const zh: MailStrings = {
  greeting: '{{name}}，你好：',
  signOff: '—— KoalaRent 团队',
  pasteLink: '或将此链接粘贴到浏览器中打开：',
  unsubscribe: '退订',
  footer: '你收到这封邮件，是因为你的 KoalaRent 账户开启了{{kinds}}。',
  'kinds.bookingRequests': '新预订请求邮件',
  'kinds.bookingUpdates': '预订批准与拒绝邮件',
  'kinds.newMessages': '新消息邮件',
  'unsubscribePage.title': 'KoalaRent 邮件偏好',
  'unsubscribePage.done': '你已退订',
  'unsubscribePage.noLonger': '你将不再收到 KoalaRent 的{{kind}}。',
  'unsubscribePage.turnBackOn': '你可以随时在{{profile}}的“邮件偏好”中重新开启。',
  'unsubscribePage.invalid': '此退订链接无效。',
  'unsubscribePage.choose': '你可以在{{profile}}的“邮件偏好”中选择接收哪些邮件。',
  'unsubscribePage.profile': '个人资料',

  'delivery.pickup': '自取',
  'delivery.to': '配送至 {{address}}',
  'delivery.toGivenAddress': '配送至所填地址',

  'bookingRequest.subject': '{{itemTitle}} 有新的租赁请求',
  'bookingRequest.summary': '{{renterName}} 想租用“{{itemTitle}}”（{{dates}}，{{delivery}}）。',
  'bookingRequest.charged': '批准后扣款：{{charged}}（租金 {{rent}} + 服务费 {{fee}}）。',
  'bookingRequest.deposit': '押金冻结：{{deposit}}，与扣款分开，在你检查物品状况后释放。',
  'bookingRequest.deadline':
    '请在 {{expiresAt}} 之前批准或拒绝该请求；逾期请求将失效，租客的预授权款项也会被释放。',
  'bookingRequest.wrote': '{{renterName}} 留言：',
  'bookingRequest.action': '查看请求',

  'bookingApproved.subject': '你对 {{itemTitle}} 的租赁已获批准',
  'bookingApproved.approved': '好消息：你租用“{{itemTitle}}”（{{dates}}）的请求已获批准。',
  'bookingApproved.charged': '已扣款：{{charged}}（租金 {{rent}} + 服务费 {{fee}}）。',
  'bookingApproved.deposit': '押金冻结：{{deposit}}，与扣款分开，在物主确认物品状况后释放。',
  'bookingApproved.next': '款项已扣除，押金将继续冻结，直到物品归还。请通过消息与物主协商交接事宜。',
  'bookingDeclined.subject': '你对 {{itemTitle}} 的租赁请求已被拒绝',
  'bookingDeclined.declined': '你租用“{{itemTitle}}”（{{dates}}）的请求已被拒绝。',
  'bookingDeclined.reason': '物主给出的原因：{{reason}}',
  'bookingDeclined.released': '你银行卡上的预授权款项已释放。',
  'bookingDecision.action': '查看我的租赁',

  'damageClaim.subject': '物主报告了{{itemTitle}}的损坏',
  'damageClaim.summary':
    '对方要求从你的押金中扣除{{amount}}：{{reason}}。请在{{respondBy}}之前接受或提出异议。',
  'newMessages.subject_one': '{{senderName}} 在 KoalaRent 上给你发来 1 条新消息',
  'newMessages.subject_other': '{{senderName}} 在 KoalaRent 上给你发来 {{count}} 条新消息',
  'newMessages.intro_one': '{{senderName}} 给你发来 1 条新消息。最新一条：',
  'newMessages.intro_other': '{{senderName}} 给你发来 {{count}} 条新消息。最新一条：',
  'newMessages.action': '阅读并回复',

  'verification.subject': '验证你在 KoalaRent 的电子邮箱地址',
  'verification.welcome': '欢迎加入 KoalaRent！请确认你的电子邮箱地址以激活账户：',
  'verification.heading': '欢迎加入 KoalaRent，{{name}}！',
  'verification.confirm': '请确认你的电子邮箱地址以激活账户。',
  'verification.button': '验证我的邮箱',
  'verification.expiry':
    '此链接仅可使用一次，将在 {{hours}} 小时后失效。如果你没有注册账户，请忽略这封邮件。',
  'registrationAttempt.subject': '有人尝试用你的邮箱地址注册',
  'registrationAttempt.intro':
    '刚才有人尝试用这个邮箱地址创建新的 KoalaRent 账户。你已经有账户了，所以没有创建任何内容。你可以在这里登录：',
  'registrationAttempt.button': '登录',
  'registrationAttempt.forgot': '忘记密码了？你可以在这里设置新密码：{{link}}',
  'registrationAttempt.notYou': '如果这不是你本人，请忽略这封邮件：你的账户没有任何变化。',
  'passwordReset.subject': '重置你的 KoalaRent 密码',
  'passwordReset.intro': '有人（希望是你）请求重置你的 KoalaRent 账户密码。请在此设置新密码：',
  'passwordReset.button': '设置新密码',
  'passwordReset.expiry':
    '此链接只能使用一次，1 小时后失效。如果不是你本人请求的，可以忽略这封邮件：你的密码不会改变。',
  'passwordChanged.subject': '你的 KoalaRent 密码已更改',
  'passwordChanged.changed':
    '你的 KoalaRent 账户密码刚刚通过重置链接更改，所有登录你账户的设备均已退出登录。',
  'passwordChanged.notYou': '如果这不是你本人操作，请立即再次重置密码并联系客服。',
  'passwordChanged.action': '登录',
};

export default zh;
