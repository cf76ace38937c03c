/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ContactUsInput = {
  /** The shopper's comment to the merchant. */
  comment: string;
  /** The email address of the shopper. */
  email: string;
  /** The full name of the shopper. */
  name: string;
  /** The shopper's telephone number. */
  telephone?: string | null | undefined;
};

/** Indicates the status of the request. */
export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

export type MfLeadsContactUsMutationVariables = Exact<{
  input: ContactUsInput;
}>;


export type MfLeadsContactUsMutation = { contactUs: { status: boolean } | null };

export type MfLeadsContactSidebarQueryVariables = Exact<{ [key: string]: never; }>;


export type MfLeadsContactSidebarQuery = { cmsBlocks: { items: Array<{ identifier: string | null, title: string | null, content: string | null } | null> | null } | null };

export type MfLeadsSubscribeMutationVariables = Exact<{
  email: string;
}>;


export type MfLeadsSubscribeMutation = { subscribeEmailToNewsletter: { status: SubscriptionStatusesEnum | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const MfLeadsContactUsDocument = {"__meta__":{"hash":"sha256:18998e1ec407eddd1a83d91f77af40c1b2fd83fef257869953fd3b380e306f22"}} as unknown as TypedDocumentString<MfLeadsContactUsMutation, MfLeadsContactUsMutationVariables>;
export const MfLeadsContactSidebarDocument = {"__meta__":{"hash":"sha256:142616e117626eb5e3b4bc4614405f13cbe55ccc30dda91ba9573177833cbdbb"}} as unknown as TypedDocumentString<MfLeadsContactSidebarQuery, MfLeadsContactSidebarQueryVariables>;
export const MfLeadsSubscribeDocument = {"__meta__":{"hash":"sha256:34a674008cd2be0cc1667d18203be1060be25213c6abcf212d47d4b56e0f378f"}} as unknown as TypedDocumentString<MfLeadsSubscribeMutation, MfLeadsSubscribeMutationVariables>;