import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  title: '本地邮箱',
  subtitle: '此开发服务器发送的电子邮件。',
  loading: '加载中',
  disabled: '此服务器已停用本地邮箱。',
  error: '出了点问题，请稍后再试。',
  count_one: '{{count, number}} 封邮件',
  count_other: '{{count, number}} 封邮件',
  refresh: '刷新',
  emptyTitle: '暂无邮件',
  emptyDescription: '服务器发送的电子邮件将显示在这里。',
  listLabel: '邮件',
  to: '收件人：{{to}}',
  date: '日期：{{date}}',
  links: '链接',
  frameTitle: '邮件：{{subject}}',
  selectPrompt: '选择一封邮件即可阅读。',
};
export default strings;
