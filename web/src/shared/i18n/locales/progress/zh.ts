import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  label: '预订进度',
  steps: {
    requested: '已申请',
    approved: '已批准',
    readyForPickup: '可取货',
    shipped: '已寄出',
    withYou: '在你手中',
    withRenter: '在租客手中',
    returned: '已归还',
    conditionConfirmed: '状况已确认',
    rejected: '已拒绝',
    expired: '已过期',
    cancelled: '已取消',
  },
  plan: {
    from: '{{date}}起',
    by: '{{date}}前',
  },
  state: {
    done: '已完成',
    upcoming: '待进行',
  },
  theOwner: '物主',
  theRenter: '租客',
  next: {
    renter: {
      awaitApproval: '等待{{name}}批准 — {{name}}需在{{deadline}}前答复',
      expiring: '{{name}}未及时答复：此申请已过期',
      pickUp: '{{date}}起到{{place}}取货',
      ship: '等待{{name}}寄出（租期自{{date}}起）',
      inTransit: '{{name}}已寄出 — 收到后请标记为已收到',
      returnBy: '请在{{date}}前归还',
      overdue: '已逾期：应于{{date}}归还 — 请尽快归还',
      claimOpen: '{{name}}报告了损坏：请在{{deadline}}前答复',
      confirmCondition: '等待{{name}}确认物品状况',
    },
    owner: {
      awaitApproval: '请在{{deadline}}前批准或拒绝',
      expiring: '此申请未获答复，已过期',
      handOver: '{{date}}起交给{{name}}',
      ship: '请寄给{{name}}，确保{{date}}前送达',
      inTransit: '正在寄往{{name}}',
      returnBy: '{{name}}将于{{date}}前归还',
      overdue: '{{name}}已逾期：应于{{date}}归还',
      claimOpen: '等待{{name}}在{{deadline}}前答复你的损坏报告',
      confirmCondition: '请确认物品状况',
    },
    claimDisputed: '管理员正在审核损坏报告',
    reviewBy: '请在{{date}}前评价{{name}}',
  },
};

export default strings;
