import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  // The error table's default messages (services/core/src/contracts/errors.ts)
  'Please check your information and try again.': '请检查你填写的信息后重试。',
  'The request could not be read.': '无法读取该请求。',
  'This verification link is invalid or has expired.': '此验证链接无效或已过期。',
  'Your email address is already verified. Please sign in.': '你的邮箱地址已验证，请登录。',
  'This sign-in provider is not configured on this server.': '此服务器未配置该登录方式。',
  'Invalid email or password. Please check your credentials and try again.': '邮箱或密码错误，请检查后重试。',
  'Please sign in to continue.': '请登录后继续。',
  'Please verify your email address before signing in. Check your inbox for the verification link.':
    '登录前请先验证你的邮箱地址。请在收件箱中查找验证链接。',
  'Your account has been locked. Please contact support.': '你的账户已被锁定，请联系客服。',
  'Invalid admin credentials. Please try again.': '管理员凭据无效，请重试。',
  'You do not have permission to do that.': '你没有权限执行此操作。',
  'Cross-site request refused.': '已拒绝跨站请求。',
  'Not found.': '未找到。',
  'An account with this email already exists': '该邮箱已注册账户',
  'This username is already taken': '该用户名已被占用',
  'This request conflicts with the current state. Please reload and try again.':
    '该请求与当前状态冲突，请刷新后重试。',
  'These dates are no longer available': '这些日期已不可预订',
  'The price of this rental has changed. Please review the new total and try again.':
    '此租赁的价格已变动，请查看新的总价后重试。',
  'This booking cannot do that in its current state.': '此预订在当前状态下无法执行该操作。',
  'This idempotency key was already used for a different request.': '此幂等键已用于其他请求。',
  'Your card was declined.': '你的银行卡被拒绝。',
  'Too many login attempts. Please try again later.': '登录尝试次数过多，请稍后再试。',
  'Too many requests. Please slow down and try again shortly.': '请求过于频繁，请放慢速度，稍后再试。',
  'Your request is still being processed. Check again in a moment.': '你的请求仍在处理中，请稍后再查看。',
  'The service is temporarily unavailable. Please try again in a moment.': '服务暂时不可用，请稍后重试。',
  'Your request is still being processed. Retry with the same Idempotency-Key in a moment to get its answer.':
    '你的请求仍在处理中。请稍后使用相同的 Idempotency-Key 重试以获取结果。',
  'The service is temporarily unavailable. Retry with the same Idempotency-Key: the request is never made twice.':
    '服务暂时不可用。请使用相同的 Idempotency-Key 重试：请求绝不会被执行两次。',
  'Something went wrong. Please try again later.': '出了点问题，请稍后重试。',

  // Sign-up, sign-in and profile (contracts/auth.schema.ts, the account commands)
  'Please enter a valid email': '请输入有效的邮箱地址',
  'Password must be at least 6 characters': '密码至少需要 6 个字符',
  'Password is too long': '密码过长',
  'Full name must be at least 2 characters': '姓名至少需要 2 个字符',
  'Full name is too long': '姓名过长',
  'Username must be at least 3 characters': '用户名至少需要 3 个字符',
  'Username must be at most 30 characters': '用户名最多 30 个字符',
  'Username may contain only letters, numbers, dots, dashes and underscores':
    '用户名只能包含字母、数字、点、连字符和下划线',
  "Passwords don't match": '两次输入的密码不一致',
  'Email is required': '请输入邮箱',
  'Password is required': '请输入密码',
  'Phone number is too long': '电话号码过长',
  'Please enter a valid phone number': '请输入有效的电话号码',
  'Account already exists': '账户已存在',
  'User not found': '未找到该用户',
  'You can only edit your own profile.': '你只能编辑自己的个人资料。',
  'Nothing to change': '没有需要更改的内容',

  // Listings (contracts/item.schema.ts, the item commands and queries)
  'Title must be at least 5 characters': '标题至少需要 5 个字符',
  'Title must be at most 100 characters': '标题最多 100 个字符',
  'Description must be at least 20 characters': '描述至少需要 20 个字符',
  'Description must be at most 5000 characters': '描述最多 5000 个字符',
  'Please select a category': '请选择类别',
  'Please select a currency': '请选择货币',
  'Daily price must be a positive number': '日租价必须为正数',
  'Weekly price must be a positive number if provided': '如填写周租价，必须为正数',
  'Monthly price must be a positive number if provided': '如填写月租价，必须为正数',
  'Yearly price must be a positive number if provided': '如填写年租价，必须为正数',
  'Price must be at most 1,000,000': '价格不能超过 1,000,000',
  'Security deposit must be a non-negative number': '押金不能为负数',
  'Location is required': '请填写位置',
  'Location must be at most 200 characters': '位置最多 200 个字符',
  'At least 1 item must be available': '至少需要有 1 件可租',
  'Maximum 100 items allowed': '最多 100 件',
  'Quantity must be a whole number': '数量必须为整数',
  'You must agree to the terms and conditions': '你必须同意条款和条件',
  'At least one image is required': '至少需要一张图片',
  'Maximum {{count}} images allowed': '最多允许 {{count}} 张图片',
  'You can only upload up to {{count}} images in total.': '你最多只能上传 {{count}} 张图片。',
  'Images must be uploaded here first': '图片必须先在此处上传',
  'Approval status must be approved or rejected': '审核状态必须为已批准或已拒绝',
  'Reason must be at most 500 characters': '原因最多 500 个字符',
  'Item not found': '未找到该物品',
  'Only the owner of this item can change it.': '只有物品的主人才能修改它。',
  'This item has bookings in progress. Cancel or complete them before deleting it.':
    '该物品还有进行中的预订，请先取消或完成这些预订再删除。',

  // Search filters (contracts/item.schema.ts, search)
  'Search must be at most 200 characters': '搜索内容最多 200 个字符',
  'Minimum price must not be negative': '最低价格不能为负数',
  'Maximum price must not be negative': '最高价格不能为负数',
  'Minimum price must not exceed the maximum price': '最低价格不能高于最高价格',
  'Unsupported currency': '不支持该货币',
  'Latitude must be between -90 and 90': '纬度必须在 -90 到 90 之间',
  'Longitude must be between -180 and 180': '经度必须在 -180 到 180 之间',
  'Radius must be positive': '半径必须为正数',

  // Places and onboarding
  'Invalid coordinates': '坐标无效',
  'Unknown location': '未知位置',
  'The search text must be at most 100 characters': '搜索文字最多 100 个字符',
  'Too many location requests. Please try again in {{seconds}} second.':
    '位置请求过于频繁，请在 {{seconds}} 秒后重试。',
  'Too many location requests. Please try again in {{seconds}} seconds.':
    '位置请求过于频繁，请在 {{seconds}} 秒后重试。',
  'Please choose one of the listed languages': '请从列出的语言中选择一种',
  'Budget must be between 10 and 500 per day': '预算必须在每天 10 到 500 之间',
  'Minimum budget cannot exceed maximum budget': '最低预算不能高于最高预算',
  'Budget must be a multiple of 10': '预算必须是 10 的倍数',
  'Please choose one of the listed options': '请从列出的选项中选择一项',

  // Image uploads (uploads/image-processing.ts, the upload route) and the uploader's own stand-ins when an answer has no message
  'Only image files are allowed': '仅允许上传图片文件',
  'Image size should not exceed 5MB': '图片大小不能超过 5MB',
  'The image is damaged or incomplete. Please choose another file.': '图片已损坏或不完整，请选择其他文件。',
  'The image is too large in pixels. Please choose a smaller image.': '图片像素尺寸过大，请选择较小的图片。',
  'The file name is not allowed.': '不允许使用该文件名。',
  'The file contains something other than an image.': '该文件包含图片以外的内容。',
  'Choose an image to upload.': '请选择要上传的图片。',
  'The upload could not be read.': '无法读取上传的文件。',
  'Please sign in to upload images.': '请登录后上传图片。',
  'Too many uploads. Please wait a moment and try again.': '上传次数过多，请稍等片刻后重试。',
  'The image could not be uploaded. Please try again.': '图片上传失败，请重试。',
  'Could not reach the server. Please check your connection and try again.':
    '无法连接服务器，请检查网络连接后重试。',

  // Rate limits (gateway/src/modules/accounts/rate-limits.ts)
  'Too many login attempts. Please try again in {{minutes}} minute.':
    '登录尝试次数过多，请在 {{minutes}} 分钟后重试。',
  'Too many login attempts. Please try again in {{minutes}} minutes.':
    '登录尝试次数过多，请在 {{minutes}} 分钟后重试。',
  'Too many sign-up attempts from this network. Please try again in {{minutes}} minute.':
    '此网络的注册尝试次数过多，请在 {{minutes}} 分钟后重试。',
  'Too many sign-up attempts from this network. Please try again in {{minutes}} minutes.':
    '此网络的注册尝试次数过多，请在 {{minutes}} 分钟后重试。',
  'Too many verification e-mail requests. Please try again in {{minutes}} minute.':
    '验证邮件请求次数过多，请在 {{minutes}} 分钟后重试。',
  'Too many verification e-mail requests. Please try again in {{minutes}} minutes.':
    '验证邮件请求次数过多，请在 {{minutes}} 分钟后重试。',
  'Too many uploads. Please try again in {{minutes}} minute.': '上传次数过多，请在 {{minutes}} 分钟后重试。',
  'Too many uploads. Please try again in {{minutes}} minutes.': '上传次数过多，请在 {{minutes}} 分钟后重试。',
  'Too many page views. Please slow down and try again shortly.': '页面访问过于频繁，请放慢速度，稍后再试。',

  // Booking requests, payments and cards (contracts/booking.schema.ts, card.ts, the bookings service)
  'Date selection required: Please select both start and end dates.':
    '需要选择日期：请选择开始日期和结束日期。',
  'Payment method required: Please select or add a payment method.': '需要支付方式：请选择或添加支付方式。',
  'Dates must be real calendar dates (yyyy-mm-dd)': '日期必须是真实的日历日期（yyyy-mm-dd）',
  'The end date cannot be before the start date': '结束日期不能早于开始日期',
  'Past dates cannot be selected': '不能选择过去的日期',
  // Search by dates (services/core/src/contracts/search-dates.schema.ts)
  'Past dates cannot be searched': '无法搜索过去的日期',
  'Please give the first day too: a search by dates needs both a start and an end date':
    '请同时填写第一天：按日期搜索需要开始日期和结束日期',
  'Please give the last day too: a search by dates needs both a start and an end date':
    '请同时填写最后一天：按日期搜索需要开始日期和结束日期',
  'A rental can last at most 365 days': '租期最长为 365 天',
  'Rentals can start at most 730 days ahead': '租赁最多可提前 730 天开始',
  'Please enter a delivery address': '请输入收货地址',
  'The delivery address must be at most 300 characters': '收货地址最多 300 个字符',
  'The message must be at most 1000 characters': '留言最多 1000 个字符',
  'Notes must be at most 1000 characters': '备注最多 1000 个字符',
  'The total price must be a positive number': '总价必须为正数',
  'Amounts can have at most 2 decimal places': '金额最多只能有 2 位小数',
  "This booking's total is above the maximum of 419,750,000.00": '此预订的总额超过了最高限额 419,750,000.00',
  'The amount the owner keeps must be a number from 0': '物主保留的金额必须是不小于 0 的数字',
  'Please give a reason': '请填写原因',
  'The damage amount must be a positive number': '损坏金额必须为正数',
  'Please choose a rating from 1 to 5 stars': '请选择 1 到 5 星的评分',
  'The review must be at most 2000 characters': '评价最多 2000 个字符',
  'Please enter a valid card number': '请输入有效的卡号',
  'Please enter the name on the card': '请输入持卡人姓名',
  'Please enter the expiry date as MM/YY': '请按 MM/YY 格式输入有效期',
  'This card has expired': '此卡已过期',
  'The security code is 3 or 4 digits': '安全码为 3 位或 4 位数字',
  'Please enter the card again: its reference is not a Stripe payment method (pm_…)':
    '请重新输入银行卡：其引用不是 Stripe 支付方式（pm_…）',
  'Card details are entered in Stripe’s secure field: send a Stripe payment method id (pm_…), not the card number and CVC':
    '银行卡信息须在 Stripe 的安全输入框中填写：请发送 Stripe 支付方式 ID（pm_…），而不是卡号和 CVC',
  'This server takes the card’s details: it does not pay through Stripe':
    '此服务器接收银行卡信息：它不通过 Stripe 付款',
  'This card could not be found. Please enter it again.': '找不到此卡，请重新输入。',
  'Your card has insufficient funds.': '你的银行卡余额不足。',
  'The payment could not be processed. Please try again.': '付款无法处理，请重试。',
  'This payment method is not available. Please choose another.': '该支付方式不可用，请选择其他方式。',
  'Choose a saved payment method or a new card, not both.': '请选择已保存的支付方式或新卡，不能同时选择。',
  'Payment method not found': '未找到该支付方式',
  'You cannot rent your own item.': '你不能租用自己的物品。',
  'This item is not available for rent right now.': '该物品目前无法出租。',
  'The price of this rental has changed: {{days}} day now cost {{total}} including the service fee. Please review and try again.':
    '此租赁的价格已变动：{{days}} 天现在的费用为 {{total}}（含服务费）。请核对后重试。',
  'The price of this rental has changed: {{days}} days now cost {{total}} including the service fee. Please review and try again.':
    '此租赁的价格已变动：{{days}} 天现在的费用为 {{total}}（含服务费）。请核对后重试。',

  // Booking steps, damage and reviews (the bookings service, the booking resolvers)
  'Booking not found': '未找到该预订',
  'You can only see your own bookings.': '你只能查看自己的预订。',
  'Only the owner can do that.': '只有物主可以执行此操作。',
  'Only the renter can do that.': '只有租客可以执行此操作。',
  'Only the renter or owner can do that.': '只有租客或物主可以执行此操作。',
  'This booking is {{status}}: it cannot be {{action}} now.':
    '此预订的状态为“{{status}}”，现在无法{{action}}。',
  'This request expired: the owner did not answer within 48 hours.': '此请求已过期：物主未在 48 小时内回复。',
  'A damage report is open on this booking: it is settled by the renter or an admin.':
    '此预订有一份未处理的损坏报告，需由租客或管理员处理。',
  'Damage was already reported for this booking.': '此预订已报告过损坏。',
  'Damage can be reported within {{days}} days of the return.': '损坏须在归还后 {{days}} 天内报告。',
  'The damage amount can be at most {{amount}} (the deposit, less any late fee).':
    '损坏金额最多为 {{amount}}（押金扣除逾期费用后的金额）。',
  'This damage report was already answered.': '此损坏报告已得到回复。',
  'There is no damage report to answer.': '没有需要回复的损坏报告。',
  'Only an admin can decide a dispute.': '只有管理员可以裁决争议。',
  'You rent or own this booking: another admin decides its dispute.':
    '你是此预订的租客或物主：由其他管理员裁决此争议。',
  'This booking has no disputed damage report.': '此预订没有存在争议的损坏报告。',
  // Protection at checkout (issue 26 §2): the request's flag, the claim above the deposit and its admin decision
  'Protection must be true or false': '保障必须为 true 或 false',
  'The protection fee must be a number from 0': '保障费必须是不小于 0 的数字',
  'A protection fee was given without protection: add protection or leave the fee out':
    '提供了保障费但未添加保障：请添加保障或去掉该费用',
  'The price of protection for this rental has changed: it now costs {{fee}}. Please review and try again.':
    '此租赁的保障价格已变动：现在的费用为 {{fee}}。请核对后重试。',
  'The decision must be approve or reject': '决定必须为 approve 或 reject',
  'This booking has no protection claim to decide.': '此预订没有需要裁决的保障索赔。',
  'This protection claim was already decided.': '此保障索赔已经裁决。',
  'Only an admin can decide a protection claim.': '只有管理员可以裁决保障索赔。',
  'You rent or own this booking: another admin decides its protection claim.':
    '您是此预订的租客或物主：由另一位管理员裁决其保障索赔。',
  'status must be pending, decided or all': 'status 必须为 pending、decided 或 all',
  "The damage amount can be at most {{amount}} (the deposit, less any late fee, plus the protection's cover of {{cover}}).":
    '损坏金额最多为 {{amount}}（押金减去任何逾期费用，加上保障的 {{cover}} 保额）。',
  'The owner can keep at most the claimed {{amount}} from the deposit.':
    '物主最多可以从押金中保留所索赔的 {{amount}}。',
  'The owner can keep at most the claimed {{amount}}.': '物主最多只能保留所索赔的 {{amount}}。',
  'The review window for this rental has closed.': '此租赁的评价期已结束。',
  'You have already reviewed this rental.': '你已经评价过此租赁。',
  'Review not found': '未找到该评价',

  // Notes the worker stores on a booking (services/bookings/src/jobs/timers.ts), shown where its reason or note is
  'The owner did not answer within 48 hours.': '物主未在 48 小时内回复。',
  'Completed automatically': '已自动完成',

  // Parts the booking step message above puts in its {{status}} and {{action}} (BOOKING_STATUS_LABELS, ACTION_WORDS)
  'Pending Approval': '待批准',
  Approved: '已批准',
  Rejected: '已拒绝',
  'Ready for Pickup': '待取货',
  'In Transit': '运输中',
  'With You': '在你手中',
  Returned: '已归还',
  Completed: '已完成',
  Cancelled: '已取消',
  approved: '批准',
  rejected: '拒绝',
  cancelled: '取消',
  'marked ready for pickup': '标记为待取货',
  'marked as shipped': '标记为已发货',
  'marked as received': '标记为已收到',
  'marked as returned': '标记为已归还',
  'checked in': '验收',
  'reported as damaged': '报告损坏',
  answered: '答复',
  decided: '裁决',
  reviewed: '评价',

  // Messages between members (services/messaging/src/contracts.ts, the messaging resolvers)
  'Message required: Please enter a message': '需要填写消息：请输入消息内容',
  'Messages are limited to 2,000 characters': '消息最多 2,000 个字符',
  'You cannot message yourself': '你不能给自己发消息',
  'This account cannot send messages': '此账户无法发送消息',
  'That booking is not between you two': '该预订不属于你们二人之间',
  'That item is not listed by either of you': '该物品不是你们任何一方发布的',
  'You can only read your own messages': '你只能阅读自己的消息',
  'You can only send messages as yourself': '你只能以自己的身份发送消息',
  'This unsubscribe link is invalid.': '此退订链接无效。',
  'You are sending messages too fast. Try again in {{seconds}} second.':
    '你发送消息太快了，请在 {{seconds}} 秒后重试。',
  'You are sending messages too fast. Try again in {{seconds}} seconds.':
    '你发送消息太快了，请在 {{seconds}} 秒后重试。',

  // Administration (gateway/src/modules/admin, tracking)
  'You cannot unverify your own account': '你不能取消自己账户的验证',
  'You cannot lock your own account': '你不能锁定自己的账户',
  'You cannot remove your own admin role': '你不能移除自己的管理员角色',
  'The last admin cannot be demoted': '不能降级最后一位管理员',
  'Subject is required': '请填写主题',
  'Subject must be at most 200 characters': '主题最多 200 个字符',
  'Subject must be one line': '主题只能为一行',
  'Message is required': '请填写消息',
  'Message must be at most 10,000 characters': '消息最多 10,000 个字符',
  'The e-mail could not be sent. Please try again in a moment.': '邮件发送失败，请稍后重试。',
  'A search may be at most 200 characters': '搜索内容最多 200 个字符',
  'Control characters are not allowed': '不允许使用控制字符',
  'The form has a part after the image. Send the image alone.': '表单在图片之后还有其他部分。请只发送图片。',
  'The form has too many parts. Send one image alone.': '表单包含的部分太多。请只发送一张图片。',
  'The upload could not be read: a part of the form is malformed.':
    '无法读取上传内容：表单的某个部分格式错误。',
  'The upload could not be read: it goes on after the end of the form.':
    '无法读取上传内容：表单结束后仍有数据。',
  'The upload could not be read: the form has no complete part (is it cut short, or is its boundary not the one in Content-Type?).':
    '无法读取上传内容：表单没有完整的部分（是否被截断，或其分隔符与 Content-Type 中的不一致？）。',
  'The upload ended before the form did. Please try again.': '上传在表单结束前中断。请重试。',
  'This password reset link is invalid or has expired.': '此密码重置链接无效或已过期。',

  // Availability rules and blocked dates (issue 23: core's availability.schema.ts, bookings' availability)
  "These dates cannot be booked under this listing's availability rules":
    '根据此物品的可租规则，这些日期无法预订',
  'The minimum rental must be a whole number of days from 1 to 365': '最短租期必须是 1 到 365 之间的整数天',
  'The maximum rental must be empty (no limit) or a whole number of days from 1 to 365':
    '最长租期必须留空（不限）或为 1 到 365 之间的整数天',
  'The maximum rental cannot be shorter than the minimum': '最长租期不能短于最短租期',
  'Days between rentals must be a whole number from 0 to 30':
    '两次出租之间的间隔天数必须是 0 到 30 之间的整数',
  'Advance notice must be a whole number of days from 0 to 365': '提前预订天数必须是 0 到 365 之间的整数',
  'How far ahead it can be booked must be empty (no limit) or a whole number of days from 1 to 730':
    '可提前预订的范围必须留空（不限）或为 1 到 730 之间的整数天',
  'How far ahead it can be booked must be longer than the advance notice':
    '可提前预订的范围必须大于提前预订天数',
  'Please choose the first and last day to block': '请选择要屏蔽的第一天和最后一天',
  'The last blocked day cannot be before the first': '屏蔽的最后一天不能早于第一天',
  'Past dates cannot be blocked': '不能屏蔽过去的日期',
  'Dates can be blocked at most 1095 days ahead': '最多只能屏蔽 1095 天以内的日期',
  'The note must be at most 200 characters': '备注最多 200 个字符',
  'A listing can have at most 200 blocked ranges. Please remove some first.':
    '一个物品最多可以有 200 个屏蔽时段。请先删除一些。',
  'This blocked range does not exist': '此屏蔽时段不存在',
  'These dates come from an imported calendar: they change when that calendar does':
    '这些日期来自导入的日历：会随该日历变化',
  'Only the owner of this item can change its availability.': '只有此物品的所有者才能更改其可租时间。',
  'This item can be rented for at least {{count}} days': '此物品至少需租 {{count}} 天',
  'This item can be rented for one day at most': '此物品最多只能租一天',
  'This item can be rented for at most {{count}} days': '此物品最多可租 {{count}} 天',
  'This item needs advance notice: the earliest start date is {{date}}':
    '此物品需要提前预订：最早开始日期为 {{date}}',
  'This item can only be booked until {{date}}': '此物品只能预订到 {{date}}',
  'The owner has blocked some of these dates': '所有者已屏蔽其中部分日期',
  'These dates are too close to another booking: the owner keeps a day free between rentals':
    '这些日期离另一笔预订太近：所有者在两次出租之间会空出一天',
  'These dates are too close to another booking: the owner keeps {{count}} days free between rentals':
    '这些日期离另一笔预订太近：所有者在两次出租之间会空出 {{count}} 天',
  'These dates overlap booking #{{id}} ({{startDate}} to {{endDate}}). It must end or be cancelled before they can be blocked.':
    '这些日期与预订 #{{id}}（{{startDate}} 至 {{endDate}}）重叠。需该预订结束或取消后才能屏蔽。',
  // Calendar sync (issue 23 §3: core's availability.schema.ts CalendarMessages, the iCal feed route)
  'Please enter the address of the calendar to import': '请输入要导入的日历地址',
  'The calendar address must be a web address starting with http:// or https://':
    '日历地址必须是以 http:// 或 https:// 开头的网址',
  'The calendar address must be at most 2000 characters': '日历地址最多 2000 个字符',
  'The calendar address must not contain a user name or password': '日历地址不能包含用户名或密码',
  "The calendar's name must be at most 60 characters": '日历名称最多 60 个字符',
  'A listing can import at most 10 calendars. Please remove one first.':
    '一个物品最多可以导入 10 个日历。请先删除一个。',
  'This calendar is already imported for this listing': '此物品已导入过这个日历',
  'This imported calendar does not exist': '此导入的日历不存在',
  'Calendar not found': '未找到日历',
  // Numbers read from a request (core's request.schema.ts)
  'Must be a whole number': '必须是整数',
  // API tokens (core's api-token.schema.ts, issue 25 §3)
  'Give the token a name': '请为令牌命名',
  'A token name is at most 100 characters': '令牌名称最多 100 个字符',
  'Choose at least one scope: read or write': '请至少选择一个权限范围：read 或 write',
  'Scopes are read, write, admin:read or admin:write': '权限范围为 read、write、admin:read 或 admin:write',
  'Only admins can give a token admin scopes': '只有管理员可以为令牌授予管理权限',
  'The expiry must be a date and time (ISO 8601) in the future': '过期时间必须是将来的日期和时间（ISO 8601）',
  'You can have at most 50 API tokens; revoke one first': '你最多可以拥有 50 个 API 令牌；请先撤销一个',
  'No such API token': '没有这个 API 令牌',
  'API tokens cannot create, list or revoke API tokens; sign in to manage them':
    'API 令牌不能创建、列出或撤销 API 令牌；请登录后管理',
  'This API token is invalid, expired or revoked.': '此 API 令牌无效、已过期或已撤销。',
  "This API token has read access only: this needs a token with the 'write' scope.":
    "此 API 令牌只有读取权限：此操作需要具有 'write' 权限的令牌。",
  "This API token's scopes do not allow reading: it needs the 'read' or 'write' scope.":
    "此 API 令牌的权限不允许读取：需要 'read' 或 'write' 权限。",
  "This needs an admin's API token with the 'admin:read' or 'admin:write' scope.":
    "此操作需要管理员的 API 令牌，并具有 'admin:read' 或 'admin:write' 权限。",
  "This needs an admin's API token with the 'admin:write' scope.":
    "此操作需要管理员的 API 令牌，并具有 'admin:write' 权限。",
  'This API token made too many requests this minute. Try again after the Retry-After seconds.':
    '此 API 令牌本分钟的请求过多。请在 Retry-After 指定的秒数后重试。',
  'This API token has spent its GraphQL cost budget for this hour. Try again after the Retry-After seconds.':
    '此 API 令牌已用完本小时的 GraphQL 成本预算。请在 Retry-After 指定的秒数后重试。',
  // Reports and blocks (issue 26 §3)
  "The target type is 'item' or 'user'": "目标类型为 'item' 或 'user'",
  'Name the listing or member you are reporting': '请指明你要举报的物品或会员',
  'Choose a reason: scam, inappropriate, prohibited_item, harassment or other':
    '请选择原因：诈骗、不当内容、违禁物品、骚扰或其他',
  'The note is at most 1,000 characters': '备注最多 1,000 个字符',
  'The note must be text without control characters': '备注必须是不含控制字符的文本',
  'You have already reported this, and an administrator has not yet looked at it.':
    '你已举报过此内容，管理员尚未处理。',
  'You cannot report yourself or your own listing.': '你不能举报自己或自己的物品。',
  'Report not found': '未找到举报',
  'The action is dismiss, hide_listing, lock_member or warn': '操作为驳回、隐藏物品、锁定会员或警告',
  'This report has already been resolved.': '此举报已处理。',
  'Only a report about a listing can hide a listing.': '只有针对物品的举报才能隐藏物品。',
  'You have sent too many reports. Try again in {{seconds}} seconds.':
    '你发送的举报过多。请在 {{seconds}} 秒后重试。',
  'You cannot block yourself.': '你不能屏蔽自己。',
  'You have not blocked this member.': '你没有屏蔽此会员。',
  'You cannot message this member: one of you has blocked the other.':
    '你无法给此会员发消息：你们中有一方屏蔽了另一方。',
  "You cannot book this member's items: one of you has blocked the other.":
    '你无法租用此会员的物品：你们中有一方屏蔽了另一方。',
  "The status is 'open' or 'resolved'": "状态为 'open' 或 'resolved'",
  'The warning e-mail could not be sent. Please try again in a moment.': '警告邮件未能发送。请稍后重试。',
  // Identity checks (issue 26 §1).
  'Add a photo of the front of your identity document, and of its back if it has one':
    '请添加身份证件正面的照片，如有背面也请添加背面照片',
  'Add a selfie': '请添加一张自拍',
  'Each photo must be a different upload': '每张照片必须是不同的上传',
  'Give the member a reason for the rejection': '请告诉该会员拒绝的原因',
  'Identity check not found': '未找到身份验证',
  "The decision is 'verified' or 'rejected'": "决定为 'verified' 或 'rejected'",
  'The reason is at most 500 characters': '原因最多 500 个字符',
  'The reason must be text without control characters': '原因必须是不含控制字符的文本',
  "The status is 'submitted', 'verified' or 'rejected'": "状态为 'submitted'、'verified' 或 'rejected'",
  'This identity check has already been decided.': '此身份验证已有决定。',
  'This link is not valid or has expired.': '此链接无效或已过期。',
  'Upload the photos again: one of them is not an identity photo you uploaded, or it was already used':
    '请重新上传照片：其中一张不是你上传的身份照片，或已被使用',
  'Your identity check is waiting for an administrator.': '你的身份验证正在等待管理员审核。',
  'Your identity is already verified.': '你的身份已经验证。',
};
export default strings;
