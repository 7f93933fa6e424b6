import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  panel: {
    heading: '评价',
    loading: '正在加载评价',
    empty: '暂无评价',
    loadFailed: '无法加载评价。',
    count_one: '{{count}} 条评价',
    count_other: '{{count}} 条评价',
  },
  roles: {
    renter: '租客',
    owner: '物主',
  },
  stars: {
    legend: '评分',
    rated: '评分 {{rating}} / {{max}}',
    choice_one: '{{count}} 星 – {{word}}',
    choice_other: '{{count}} 星 – {{word}}',
    poor: '差',
    fair: '一般',
    good: '好',
    veryGood: '很好',
    excellent: '非常好',
  },
  dialog: {
    title: '评价 {{name}}',
    aboutRenter: '{{item}} 怎么样？从 {{name}} 那里租用的体验如何？你的星级也会计入物品评分。',
    theItem: '这件物品',
    aboutOwner: '把 {{item}} 租给 {{name}} 的体验如何？',
    yourItem: '你的物品',
    publication: '双方都写完评价后，或租赁结束 {{days}} 天后，评价才会公开。',
    comment: '评论',
    placeholder: '哪些方面不错？哪些地方还可以更好？',
    optional: '选填 · {{length}}/{{max}}',
    cancel: '取消',
    submit: '提交评价',
    submitting: '提交中...',
    close: '关闭',
    submittedTitle: '评价已提交',
    submittedDescription: '谢谢！在 {{name}} 也完成评价后，或评价期结束时，你的评价将会公开。',
    failedTitle: '评价提交失败',
    networkError: '无法连接服务器。请检查网络连接后重试。',
    saveError: '无法保存你的评价，请重试。',
  },
};
export default strings;
